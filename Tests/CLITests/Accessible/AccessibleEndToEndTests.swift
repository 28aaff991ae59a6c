import Foundation
import Testing

/// The built binary in accessible mode on a pseudo-terminal, keys typed as
/// a person would, and with TERM=dumb, NO_COLOR and a C locale in a script.
@Suite struct AccessibleEndToEndTests {
    /// The only game in the history, as `history show --json` gives it.
    private func onlyGame(in quizctl: QuizctlProcess) throws -> [String: Any] {
        let games = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        try #require(games.count == 1)
        let id = try #require(games.first?["id"] as? String)
        return try #require(try quizctl.json(["history", "show", id, "--json"]) as? [String: Any])
    }

    /// "Correct." or "Wrong. The answer was N, TEXT." for each answer of a classic game.
    private func sentences(_ game: [String: Any], language: String = "en") throws -> [String] {
        let answers = try #require(game["answers"] as? [[String: Any]])
        return try answers.map { answer in
            let options = try #require(answer["options"] as? [String])
            let correct = try #require(answer["correctAnswer"] as? String)
            if answer["isCorrect"] as? Bool == true { return language == "en" ? "Correct." : "Верно." }
            let number = try #require(options.firstIndex(of: correct)) + 1
            return language == "en" ? "Wrong. The answer was \(number), \(correct)." : "Неверно. Правильный ответ: \(number), \(correct)."
        }
    }

    private func playClassicRound(_ quizctl: QuizctlProcess, plain: Bool, language: String = "en") throws -> (QuizctlOnTerminal, [String]) {
        let game = try QuizctlOnTerminal(
            ["play", "classic", "--count", "3", "--seed", "1", "--delay", "0", "--offline"] + (plain ? ["--plain"] : []),
            environment: quizctl.environment)
        let question = language == "en" ? "Question" : "Вопрос"
        let of = language == "en" ? "of" : "из"
        for (number, key) in zip(1...3, ["1", "2", "3"]) {
            try #require(game.waitFor("\(question) \(number) \(of) 3."), "\(game.screen)")
            game.type(key)
        }
        let again = language == "en" ? "Press Enter to play again, or q to go back." : "Нажмите Enter, чтобы сыграть ещё раз, или q"
        try #require(game.waitFor(again), "\(game.screen)")
        game.type("q")
        #expect(game.exitStatus() == 0)
        return (game, try sentences(try onlyGame(in: quizctl), language: language))
    }

    @Test func aClassicRoundWithPlainOnAPseudoTerminalIsPlainSentences() throws {
        let quizctl = QuizctlProcess()
        let (game, sentences) = try playClassicRound(quizctl, plain: true)
        AccessibleOutput.expectPlain(game.written)
        for sentence in sentences { #expect(game.written.contains(sentence), "\(sentence) in \(game.written)") }
        #expect(game.written.contains("Your result: "))
    }

    @Test func theAccessibleSettingInRussianOnAPseudoTerminal() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        #expect(try quizctl.run(["settings", "set", "accessible", "on"]).status == 0)
        let (game, sentences) = try playClassicRound(quizctl, plain: false, language: "ru")
        AccessibleOutput.expectPlain(game.written)
        for sentence in sentences { #expect(game.written.contains(sentence), "\(sentence) in \(game.written)") }
    }

    @Test func theMainMenuWithPlainIsSaidOnceAScreenAndPicksByKey() throws {
        let quizctl = QuizctlProcess()
        let menu = try QuizctlOnTerminal(["--plain"], environment: quizctl.environment)
        try #require(menu.waitFor("Esc/q quit"), "\(menu.screen)")
        menu.type("s")
        try #require(menu.waitFor("Esc/q back"), "\(menu.screen)")
        menu.type("q")
        menu.watch(for: 1)
        #expect(menu.screen.components(separatedBy: "Main menu").count == 3, "the menu again after Settings: \(menu.screen)")
        menu.type("q")
        #expect(menu.exitStatus() == 0)
        AccessibleOutput.expectPlain(menu.written)
        #expect(menu.written.components(separatedBy: "Accessible mode: off").count == 2, "the setting shown, plainly: \(menu.written)")
    }

    @Test(arguments: [["TERM": "dumb"], ["LANG": "C"], ["LANG": "POSIX", "LC_ALL": "C"], ["NO_COLOR": "1"]])
    func plainTerminalsAndLocalesGetASCIIFrames(variables: [String: String]) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment.merge(variables) { $1 }
        let result = try quizctl.run(["play", "classic", "--count", "2", "--seed", "1", "--offline"], input: "1\n2\n")
        #expect(result.status == 0, "\(result.stderr)")
        AccessibleOutput.expectPlain(result.stdout + result.stderr)
        #expect(result.stdout.contains("+------") && result.stdout.contains("| "), "\(result.stdout)")
        let stats = try quizctl.run(["stats"])
        AccessibleOutput.expectPlain(stats.stdout)
        #expect(stats.stdout.contains("    +--"), "the chart's axis in ASCII: \(stats.stdout)")
    }
}
