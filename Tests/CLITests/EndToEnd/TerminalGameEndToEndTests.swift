import Foundation
import Testing

/// Games played on a pseudo-terminal by the built binary, keys typed in real
/// time: type-ahead and a Russian keyboard layout, as a person meets them.
@Suite struct TerminalGameEndToEndTests {
    /// The answers of the only game in the history.
    private func answers(in quizctl: QuizctlProcess) throws -> [String?] {
        let games = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        let id = try #require(games.first?["id"] as? String)
        let game = try #require(try quizctl.json(["history", "show", id, "--json"]) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        return answers.map { $0["chosenAnswer"] as? String }
    }

    @Test func aKeyPressedInTheFeedbackPauseLeavesTheNextQuestionUnanswered() throws {
        let quizctl = QuizctlProcess()
        let game = try QuizctlOnTerminal(
            ["play", "yesno", "--count", "2", "--seed", "1", "--delay", "2", "--offline"], environment: quizctl.environment)
        try #require(game.waitFor("Question 1/2"), "\(game.screen)")
        game.type("n")
        game.watch(for: 0.3)
        game.type("y")
        try #require(game.waitFor("Question 2/2"), "\(game.screen)")
        game.watch(for: 1)
        #expect(game.isRunning)
        #expect(game.lastScreen.contains("Question 2/2"), "question 2 is still waiting: \(game.lastScreen)")
        #expect((try quizctl.json(["history", "--json"]) as? [Any])?.isEmpty == true, "nothing finished yet")

        game.type("n")
        try #require(game.waitFor("Play again"), "\(game.screen)")
        game.type("q")
        #expect(game.exitStatus() == 0)
        #expect(try answers(in: quizctl) == ["No", "No"], "\(game.screen)")
    }

    /// Issue 28: in Russian д is Да and н is Нет, by meaning.
    @Test func inRussianДAndНAnswerByMeaning() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        let game = try QuizctlOnTerminal(
            ["play", "yesno", "--count", "2", "--seed", "1", "--delay", "0", "--offline"], environment: quizctl.environment)
        try #require(game.waitFor("Вопрос 1/2"), "\(game.screen)")
        game.type("д")
        try #require(game.waitFor("Вопрос 2/2"), "\(game.screen)")
        game.type("н")
        try #require(game.waitFor("[Enter]"), "\(game.screen)")
        game.type("й")
        #expect(game.exitStatus() == 0)
        #expect(try answers(in: quizctl) == ["Да", "Нет"])
    }
}
