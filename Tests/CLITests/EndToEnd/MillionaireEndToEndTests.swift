import Foundation
import Testing

/// A scripted Millionaire game of the built quizctl, with lifelines and a walk-away.
@Suite(.serialized) struct MillionaireEndToEndTests {
    /// Fifteen four-option questions of your own, five per difficulty.
    private func ladderOfQuestions() throws -> QuizctlProcess {
        let quizctl = QuizctlProcess()
        for (index, difficulty)
            in (Array(repeating: "easy", count: 5) + Array(repeating: "medium", count: 5) + Array(repeating: "hard", count: 5)).enumerated()
        {
            let result = try quizctl.run([
                "add", "--text", "Step question \(index + 1)?", "--correct", "Right \(index + 1)",
                "--wrong", "Wrong \(index + 1)a", "--wrong", "Wrong \(index + 1)b", "--wrong", "Wrong \(index + 1)c",
                "--difficulty", difficulty,
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return quizctl
    }

    private let arguments = ["play", "millionaire", "--source", "custom", "--seed", "21", "--json"]

    /// The letters of the right options of the first `count` questions, learnt
    /// the way a stubborn player would: the same seed gives the same game, so
    /// each game lost reveals one more right answer.
    private func rightLetters(_ count: Int, _ quizctl: QuizctlProcess) throws -> [String] {
        var letters: [String] = []
        while letters.count < count {
            let game = try #require(
                try quizctl.json(arguments, input: (letters + ["a", "walk"]).joined(separator: "\n") + "\n") as? [String: Any])
            let answers = try #require(game["answers"] as? [[String: Any]])
            let last = try #require(answers.last)
            let options = try #require(last["options"] as? [String])
            let correct = try #require(last["correctAnswer"] as? String)
            let right = try #require(options.firstIndex(of: correct))
            letters.append(String(Array("abcd")[right]))
        }
        return letters
    }

    @Test func lifelinesThenWalkingAwayRecordsThePrizeAndTheHints() throws {
        let quizctl = try ladderOfQuestions()
        let letters = try rightLetters(7, quizctl)
        var script = letters
        script.insert("50", at: 1)  // on question 2
        script.insert("friend", at: 5)  // on question 5
        script.insert("audience", at: 8)  // on question 7
        script.append("walk")
        let result = try quizctl.run(arguments, input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("50:50 took away"))
        #expect(result.stderr.contains("Friend:"))
        #expect(result.stderr.contains("Audience: A "))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(game["outcome"] as? String == "walked-away")
        #expect(game["prize"] as? Int == 4_000)
        #expect(game["correct"] as? Int == 7)
        let hints = try #require((game["answers"] as? [[String: Any]])?.map { $0["hints"] as? [String] ?? [] })
        #expect(hints == [[], ["fiftyFifty"], [], [], ["phoneAFriend"], [], ["askTheAudience"]])
        let table = try quizctl.run(["history", "--mode", "millionaire"])
        #expect(table.stdout.contains("4,000"))
    }

    @Test func aLifelineUsedTwiceIsRefusedAndTheQuestionWaits() throws {
        let quizctl = try ladderOfQuestions()
        let result = try quizctl.run(arguments, input: "50\n50\nwalk\n")
        #expect(result.status == 0)
        #expect(result.stderr.contains("already used"))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(game["outcome"] as? String == "walked-away" && game["prize"] as? Int == 0 && game["total"] as? Int == 0)
    }
}
