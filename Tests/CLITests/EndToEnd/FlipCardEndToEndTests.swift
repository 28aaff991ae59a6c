import Foundation
import Testing

/// `play review --flip` with the built binary, from a script: each card's
/// front, its back on `show`, a grade a line (`good`, `easy`, `1`–`4`),
/// `undo`; the grades kept with the game and given to the review log.
@Suite struct FlipCardEndToEndTests {
    private func quizctl(language: String = "en") throws -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of France?", "Paris"), ("Capital of Spain?", "Madrid"), ("Capital of Italy?", "Rome")] {
            let added = try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return quizctl
    }

    @Test(arguments: ["en", "ru"])
    func aScriptTurnsCardsGradesThemAndUndoes(language: String) throws {
        let quizctl = try quizctl(language: language)
        let result = try quizctl.run(["play", "review", "--flip", "--json"], input: "show\ngood\neasy\nundo\nhard\n1\n")
        #expect(result.status == 0, "\(result.stderr)")
        let said = result.stderr
        #expect(said.contains(language == "ru" ? "Ответ: Paris" : "Back: Paris"), "\(said)")
        #expect(said.contains(language == "ru" ? "[1] Снова 1\u{00A0}мин" : "[1] Again 1 min"), "\(said)")
        #expect(said.contains(language == "ru" ? "Последняя оценка отменена." : "Last grade undone."))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["rating"] as? Int } == [3, 2, 1], "Good, Hard (Easy undone), Again")
        #expect(answers.map { $0["isCorrect"] as? Bool } == [true, true, false])
        #expect(game["correct"] as? Int == 2)
    }

    @Test func theGradesAreKeptAndScheduleTheCards() throws {
        let quizctl = try quizctl()
        let played = try #require(
            try quizctl.json(["play", "review", "--flip", "--json"], input: "easy\nagain\ngood\n") as? [String: Any])
        let id = try #require(played["id"] as? String)
        let shown = try quizctl.run(["history", "show", id])
        #expect(shown.stdout.contains("Paris (Easy)") && shown.stdout.contains("Again"), "\(shown.stdout)")
        let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        let cards = try #require(report["cards"] as? [[String: Any]])
        let dues = cards.compactMap { card -> (String, Double)? in
            guard let text = card["text"] as? String, let due = card["due"] as? String else { return nil }
            return (text, ISO8601DateFormatter().date(from: due)?.timeIntervalSinceNow ?? 0)
        }
        let easy = try #require(dues.first { $0.0.contains("France") }?.1)
        let again = try #require(dues.first { $0.0.contains("Spain") }?.1)
        #expect(easy > 86_400 && again < 3600, "Easy days away, Again within the hour: \(dues)")
    }

    @Test func flipIsForReviewOnly() throws {
        let result = try QuizctlProcess().run(["play", "classic", "--flip", "--offline"])
        #expect(result.status == 2 && result.stderr.contains("--flip"), "\(result.stderr)")
    }
}

/// `play review --typed` with the built binary: each line the answer typed,
/// judged without case, accents or punctuation; one letter off is Hard.
@Suite struct TypedAnswerEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func aScriptTypesAnswersAndEachIsGraded(language: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of Brazil?", "São Paulo"), ("Capital of Spain?", "Madrid"), ("Capital of Italy?", "Rome")] {
            #expect(try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"]).status == 0)
        }
        let result = try quizctl.run(["play", "review", "--typed", "--json"], input: "sao paulo\nMadri\nParis\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(language == "ru" ? "≈ Почти: Madri → Madrid" : "≈ Almost: Madri → Madrid"), "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["rating"] as? Int } == [3, 2, 1], "Good, Hard, Again")
        #expect(answers.map { $0["chosenAnswer"] as? String } == ["sao paulo", "Madri", "Paris"])
    }

    @Test func typedIsForReviewOnlyAndNotWithFlip() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(["play", "classic", "--typed", "--offline"]).status == 2)
        let both = try quizctl.run(["play", "review", "--typed", "--flip"])
        #expect(both.status == 2 && both.stderr.contains("--flip"), "\(both.stderr)")
    }
}

/// `play review --cram` with the built binary: cards that are not due are
/// asked too, the game is kept, and no card's schedule changes.
@Suite struct CramEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func crammingAsksCardsNotDueAndLeavesTheScheduleAlone(language: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of France?", "Paris"), ("Capital of Spain?", "Madrid")] {
            #expect(try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"]).status == 0)
        }
        #expect(try quizctl.run(["play", "review", "--flip"], input: "easy\neasy\n").status == 0)
        // The cards' states; the report's "now" moves on by itself.
        func states() throws -> [[String: AnyHashable]] {
            let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
            return try #require(report["cards"] as? [[String: Any]]).map { $0.compactMapValues { $0 as? AnyHashable } }
        }
        let before = try states()
        #expect(try quizctl.run(["play", "review"]).stderr.isEmpty == false, "nothing is due now")

        let crammed = try quizctl.run(["play", "review", "--cram", "--flip", "--json"], input: "again\nhard\n")
        #expect(crammed.status == 0, "\(crammed.stderr)")
        #expect(crammed.stderr.contains(language == "ru" ? "тренировка: расписание не меняется" : "practice: the schedule is not changed"))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(crammed.stdout.utf8)) as? [String: Any])
        #expect((game["answers"] as? [[String: Any]])?.count == 2, "both cards, though neither is due")
        #expect(try states() == before, "no card's schedule changed")
        let history = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        #expect(history.count == 2, "the cram game is kept")
    }

    @Test func cramIsForReviewOnly() throws {
        #expect(try QuizctlProcess().run(["play", "classic", "--cram", "--offline"]).status == 2)
    }
}
