import Foundation
import Testing

/// `quizctl decks set NAME --answer-by STYLE` with the built binary: the
/// deck's cards asked its way in any review, beside questions of your own
/// asked the session's way; listed by `decks`, gone with the deck.
@Suite struct DeckAnswerStyleEndToEndTests {
    private func quizctl(language: String = "en") throws -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        let deck = quizctl.home.appending(path: "Spanish.tsv")
        try "casa\thouse\nperro\tdog\ngato\tcat\n".write(to: deck, atomically: true, encoding: .utf8)
        #expect(try quizctl.run(["import", deck.path]).status == 0)
        #expect(try quizctl.run(["add", "--text", "Largest planet?", "--correct", "Jupiter", "--wrong", "Mars"]).status == 0)
        return quizctl
    }

    @Test(arguments: ["en", "ru"])
    func aFlipDeckIsTurnedOverAmongQuestionsAnsweredByOptions(language: String) throws {
        let quizctl = try quizctl(language: language)
        let set = try quizctl.run(["decks", "set", "spanish", "--answer-by", "flip"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(
            set.stdout.contains(
                language == "ru" ? "колода «Spanish»: в каждом повторении отвечать переворотом" : "deck “Spanish”: answered by turning"))
        let result = try quizctl.run(["play", "review", "--count", "3", "--json"], input: "1\nshow\ngood\neasy\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(language == "ru" ? "Ответ: house" : "Back: house"), "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["rating"] as? Int } == [nil, 3, 4], "an option, then Good and Easy")
    }

    /// Said in sentences: an option's verdict in words though a flip card
    /// follows it, and each grade as a grade.
    @Test func accessibleModeSaysTheGradeBeforeAnOptionQuestion() throws {
        let quizctl = try quizctl()
        #expect(try quizctl.run(["decks", "set", "Spanish", "--answer-by", "flip"]).status == 0)
        let result = try quizctl.run(["play", "review", "--plain", "--count", "3"], input: "1\nshow\ngood\nshow\n1\n")
        #expect(result.status == 0, "\(result.stderr)")
        let said = result.stdout + result.stderr
        // Your question, then two flip cards: an option's verdict in words, then each grade.
        #expect(said.contains("Back: house") && said.contains("Graded Good.") && said.contains("Graded Again."), "\(said)")
        #expect(
            (said.contains("Correct.") || said.contains("Wrong.")) && !said.contains("✓") && !said.contains("✗"),
            "the option's verdict said in words: \(said)")
    }

    @Test func theStyleIsListedKeptAndGoesWithTheDeck() throws {
        let quizctl = try quizctl()
        #expect(try quizctl.run(["decks", "set", "Spanish", "--answer-by", "typed"]).status == 0)
        let listed = try #require(try quizctl.json(["decks", "--json"]) as? [[String: Any]])
        #expect(listed.first?["answerBy"] as? String == "typed")
        #expect(try quizctl.run(["decks"]).stdout.contains("answered by typing the answer"))
        let typed = try quizctl.run(["play", "review", "--count", "2", "--json"], input: "1\nHOUSE\n")
        let answers = try #require(
            (try JSONSerialization.jsonObject(with: Data(typed.stdout.utf8)) as? [String: Any])?["answers"] as? [[String: Any]])
        // Your question by an option (right or wrong as its shuffle fell), the deck's card typed, case aside.
        #expect(answers.count == 2 && answers.last?["isCorrect"] as? Bool == true, "\(typed.stderr)")
        #expect(answers.last?["chosenAnswer"] as? String == "HOUSE", "\(answers)")
        // Back to the session's way.
        #expect(try quizctl.run(["decks", "set", "Spanish", "--answer-by", "default"]).status == 0)
        #expect((try quizctl.json(["decks", "--json"]) as? [[String: Any]])?.first?["answerBy"] == nil)
        #expect(try quizctl.run(["decks", "set", "Spanish", "--answer-by", "flip"]).status == 0)
        #expect(try quizctl.run(["decks", "remove", "Spanish"]).status == 0)
        #expect(try quizctl.run(["import", quizctl.home.appending(path: "Spanish.tsv").path]).status == 0)
        #expect((try quizctl.json(["decks", "--json"]) as? [[String: Any]])?.first?["answerBy"] == nil, "removed with its deck")
    }

    @Test func anUnknownDeckOrStyleIsRefused() throws {
        let quizctl = try quizctl()
        let unknown = try quizctl.run(["decks", "set", "Frnech", "--answer-by", "flip"])
        #expect(unknown.status == 1 && unknown.stderr.contains("Frnech"), "\(unknown.stderr)")
        let style = try quizctl.run(["decks", "set", "Spanish", "--answer-by", "sideways"])
        #expect(style.status == 2 && style.stderr.contains("options, flip, typed, default"), "\(style.stderr)")
        let shown = try quizctl.run(["decks", "set", "Spanish"])
        #expect(shown.status == 0 && shown.stdout.contains("answered as each review is played"), "\(shown.stdout)")
    }
}
