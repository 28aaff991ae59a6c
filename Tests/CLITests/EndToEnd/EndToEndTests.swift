import Foundation
import Testing

/// The built quizctl, run as scripts run it. These are the spine's promises.
@Suite(.serialized) struct EndToEndTests {
    private func withThreeQuestions() throws -> QuizctlProcess {
        let quizctl = QuizctlProcess()
        for number in 1...3 { try quizctl.addQuestion(number) }
        return quizctl
    }

    @Test func aScriptedClassicRoundPrintsTheRecordAsJSON() throws {
        let quizctl = try withThreeQuestions()
        let game = try #require(
            try quizctl.json(
                ["play", "classic", "--source", "custom", "--count", "3", "--order", "sequential", "--seed", "4", "--json"],
                input: "1\n2\n1\n") as? [String: Any])
        #expect(game["mode"] as? String == "classic")
        #expect(game["source"] as? String == "custom")
        #expect(game["outcome"] as? String == "completed")
        #expect(game["total"] as? Int == 3)
        #expect(game["prize"] as? Int == 0)
        for key in ["id", "startedAt", "finishedAt"] { #expect(game[key] is String, "\(key)") }
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["question"] as? String } == ["Question 1?", "Question 2?", "Question 3?"])
        var right = 0
        for (answer, typed) in zip(answers, [1, 2, 1]) {
            let options = try #require(answer["options"] as? [String])
            #expect(answer["chosenAnswer"] as? String == options[typed - 1])
            let isCorrect = try #require(answer["isCorrect"] as? Bool)
            #expect(isCorrect == (options[typed - 1] == answer["correctAnswer"] as? String))
            #expect(answer["seconds"] is Double && answer["hints"] is [Any])
            if isCorrect { right += 1 }
        }
        #expect(game["correct"] as? Int == right)

        let stats = try #require(try quizctl.json(["stats", "--json"]) as? [String: Any])
        #expect(stats["gamesPlayed"] as? Int == 1)
        #expect(abs((stats["accuracy"] as? Double ?? -1) - Double(right) / 3 * 100) < 0.01)
    }

    @Test func statisticsAfterThreeGames() throws {
        let quizctl = try withThreeQuestions()
        let scripts = ["1\n1\n1\n", "2\n2\n2\n", "1\n2\n3\n"]
        var correct = 0
        var best = 0
        for script in scripts {
            let game = try #require(
                try quizctl.json(["play", "classic", "--source", "custom", "--count", "3", "--json"], input: script) as? [String: Any])
            correct += game["correct"] as? Int ?? 0
            best = max(best, game["correct"] as? Int ?? 0)
        }
        let stats = try #require(try quizctl.json(["stats", "--json"]) as? [String: Any])
        #expect(stats["gamesPlayed"] as? Int == 3)
        #expect(stats["totalQuestions"] as? Int == 9)
        #expect(stats["totalCorrect"] as? Int == correct)
        let modes = try #require(stats["modes"] as? [String: Any])
        #expect((modes["classic"] as? [String: Any])?["gamesPlayed"] as? Int == 3)
        let text = try quizctl.run(["stats"])
        #expect(text.stdout.contains("Quizzes played: 3"))
        // The record says which kind of round it is (issue 28).
        #expect(text.stdout.contains("Records:\n  Classic quiz, 3 questions: \(best)/3 ("), "\(text.stdout)")
    }

    @Test func historyShowsAGameByIDPrefixAndDeletesIt() throws {
        let quizctl = try withThreeQuestions()
        let game = try #require(
            try quizctl.json(["play", "classic", "--source", "custom", "--count", "3", "--json"], input: "1\n1\n1\n") as? [String: Any])
        let id = try #require(game["id"] as? String)
        let list = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        #expect(list.count == 1 && list[0]["id"] as? String == id && list[0]["answers"] == nil)
        let shown = try #require(try quizctl.json(["history", "show", String(id.prefix(8)), "--json"]) as? [String: Any])
        #expect((shown["answers"] as? [Any])?.count == 3)
        let review = try quizctl.run(["history", "show", String(id.prefix(6).lowercased())])
        #expect(review.status == 0 && review.stdout.contains("Question 2?") && review.stdout.contains("Your answer"))
        let deleted = try quizctl.run(["history", "delete", String(id.prefix(8))])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect((try quizctl.json(["history", "--json"]) as? [Any])?.isEmpty == true)
        let stats = try #require(try quizctl.json(["stats", "--json"]) as? [String: Any])
        #expect(stats["gamesPlayed"] as? Int == 1, "statistics are all-time: deleting history keeps them")
        #expect(try quizctl.run(["history", "show", "ffffffff"]).status == 1)
    }

    @Test func inputEndingMidGameRecordsNothingAndExitsOne() throws {
        let quizctl = try withThreeQuestions()
        let result = try quizctl.run(["play", "classic", "--source", "custom", "--count", "3"], input: "1\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing was recorded"))
        #expect((try quizctl.json(["history", "--json"]) as? [Any])?.isEmpty == true)
        #expect((try quizctl.json(["stats", "--json"]) as? [String: Any])?["gamesPlayed"] as? Int == 0)
    }

    @Test func anUnrecognisedAnswerIsAskedAgain() throws {
        let quizctl = try withThreeQuestions()
        let result = try quizctl.run(["play", "classic", "--source", "custom", "--count", "3", "--json"], input: "what\n1\n9\n1\n1\n")
        #expect(result.status == 0)
        #expect(result.stderr.contains("'what' is not an answer"))
        #expect(result.stderr.contains("'9' is not an answer"))
    }

    @Test(arguments: [
        ["play", "classic", "--count", "not-a-number"],
        ["play", "classic", "--cout", "3"],
        ["histroy"],
        ["settings", "set", "order", "backwards"],
        ["play", "sideways"],
        [],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let result = try QuizctlProcess().run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("usage: quizctl"))
    }

    @Test func typosGetASuggestion() throws {
        let result = try QuizctlProcess().run(["histroy"])
        #expect(result.stderr.contains("did you mean 'history'?"))
    }

    @Test func helpAndVersion() throws {
        let quizctl = QuizctlProcess()
        for arguments in [["--help"], ["help", "play"], ["play", "--help"], ["history", "show", "--help"]] {
            let result = try quizctl.run(arguments)
            #expect(result.status == 0 && result.stdout.contains("usage: quizctl"), "\(arguments)")
        }
        #expect(try quizctl.run(["--version"]).stdout.hasPrefix("quizctl "))
    }

    @Test func settingsAreKeptAndValidated() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(["settings", "set", "order", "sequential"]).status == 0)
        #expect(try quizctl.run(["settings", "get", "order"]).stdout == "sequential\n")
        #expect(try quizctl.run(["settings", "set", "feedback-delay", "2.5"]).status == 0)
        #expect(try quizctl.run(["settings", "get", "feedback-delay"]).stdout == "2.5\n")
        #expect(try quizctl.run(["settings", "set", "language", "ru"]).status == 0)
        let russian = try quizctl.run(["stats"])
        #expect(russian.stdout.contains("Сыгранных игр пока нет"))
    }

    @Test func russianFromTheEnvironment() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        let result = try quizctl.run(["play", "classic", "--source", "custom"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ошибка"))
    }

    @Test func addRejectsABadQuestionAndSavesNothing() throws {
        let quizctl = QuizctlProcess()
        let duplicate = try quizctl.run(["add", "--text", "Colour of the sky?", "--correct", "Blue", "--wrong", "blue"])
        #expect(duplicate.status == 1 && duplicate.stderr.contains("appears twice"))
        try quizctl.addQuestion(1)
        let again = try quizctl.run(["add", "--text", "question 1?", "--correct", "x", "--wrong", "y"])
        #expect(again.status == 1 && again.stderr.contains("already have"))
        let listed = try #require(try quizctl.json(["questions", "--json"]) as? [[String: Any]])
        #expect(listed.count == 1)
        let id = try #require(listed[0]["id"] as? String)
        #expect(try quizctl.run(["questions", "remove", String(id.prefix(8))]).status == 0)
        #expect((try quizctl.json(["questions", "--json"]) as? [Any])?.isEmpty == true)
    }
}

/// Two quizctl processes saving games into one data folder at the same time.
@Suite struct ConcurrentProcessesTests {
    @Test func twoProcessesSavingAtOnceLoseNothing() async throws {
        let quizctl = QuizctlProcess()
        for number in 1...3 { try quizctl.addQuestion(number) }
        let gamesEach = 10
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<gamesEach {
                        let result = try quizctl.run(
                            ["play", "classic", "--source", "custom", "--count", "3", "--json"], input: "1\n2\n3\n")
                        #expect(result.status == 0, "\(result.stderr)")
                    }
                }
            }
            try await group.waitForAll()
        }
        let history = try #require(try quizctl.json(["history", "--json", "--limit", "100"]) as? [[String: Any]])
        #expect(history.count == 2 * gamesEach)
        #expect(Set(history.compactMap { $0["id"] as? String }).count == 2 * gamesEach)
        let stats = try #require(try quizctl.json(["stats", "--json"]) as? [String: Any])
        #expect(stats["gamesPlayed"] as? Int == 2 * gamesEach)
        #expect(stats["totalQuestions"] as? Int == 6 * gamesEach)
    }
}
