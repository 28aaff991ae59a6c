import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The words around the games in Russian: setting values, modes and sources
/// in the results, units, and what a player may type in Russian.
@MainActor
@Suite struct RussianScreensTests {
    private let folder = TestData.temporaryFolder()

    /// Runs `arguments` as a script would, the player having chosen `language`.
    private func run(_ arguments: [String], language: Language) async throws -> ScriptedTerminal {
        let terminal = ScriptedTerminal(lines: [])
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        try environment.stores.settings.update { $0.language = language }
        let status = await Application.run(arguments, in: environment)
        #expect(status == .success, "\(arguments): \(terminal.errors)")
        return terminal
    }

    /// The main menu on a scripted terminal in Russian; every screen kept.
    private func menu(typing keys: String) async throws -> [String] {
        let terminal = ScriptedTerminal(keys: ScriptedTerminal.keys(typing: keys))
        var environment = AppEnvironment.test(folder: folder, terminal: terminal)
        try environment.stores.settings.update { $0.language = .ru }
        environment.adopt(try environment.stores.settings.load())
        var screens: [String] = []
        terminal.beforeKey = { [unowned terminal] _ in screens.append(terminal.screen) }
        var mainMenu = MainMenu(environment: environment)
        try await mainMenu.run()
        #expect(terminal.keys.isEmpty, "keys left over")
        return screens + [terminal.screen]
    }

    private func savedGame() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let answer = AnswerRecord(
            question: "Столица Франции?", options: ["Париж", "Рим"], correctAnswer: "Париж", chosenAnswer: "Рим", isCorrect: false,
            seconds: 2.5)
        let game = GameRecord(
            mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 1,
            answers: [answer])
        let stores = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal(keys: [])).stores
        try stores.history.append(game)
    }

    @Test func theSettingsScreenShowsEveryValueInRussian() async throws {
        let screens = try await menu(typing: "sqq")
        let settings = try #require(screens.first { $0.contains("Порядок вопросов") })
        for line in ["Порядок вопросов: случайный", "Язык: русский", "Цвета: авто", "Сложность: любая"] {
            #expect(settings.contains(line), "\(line)")
        }
        #expect(LatinWords.leaks(in: settings).isEmpty, "\(LatinWords.leaks(in: settings))")
    }

    @Test func resultsAndTheReviewNameModeSourceAndSecondsInRussian() async throws {
        try savedGame()
        // Results, review the first game, back, quit.
        let screens = try await menu(typing: "rg\n qqq")
        let all = screens.joined(separator: "\n")
        #expect(all.contains("классика"))
        #expect(all.contains("ваши вопросы"))
        #expect(all.contains("2,5 с"))
        #expect(LatinWords.leaks(in: all).isEmpty, "\(LatinWords.leaks(in: all))")
    }

    @Test func theHistoryCommandNamesModesAndSourcesInThePlayersLanguage() async throws {
        try savedGame()
        let russian = try await run(["history"], language: .ru).output
        #expect(russian.contains("классика") && russian.contains("ваши вопросы"))
        let english = try await run(["history"], language: .en).output
        #expect(english.contains("classic") && english.contains("custom"), "English keeps the words the command line takes")
    }

    @Test func reviewGamesAreNamedForWhatTheyPlay() {
        #expect(Strings.modeName(.review)(.ru) == "повторение")
        #expect(Strings.sourceName("review")(.ru) == "повторение по расписанию", "the FSRS queue")
        #expect(Strings.sourceName("mistakes")(.ru) == "ошибки прошлых игр", "play review --mistakes")
        #expect(Strings.sourceName("mistakes")(.en) == "mistakes")
    }

    @Test func theSettingsCommandSaysWhatTheValuesMeanInRussianOnly() async throws {
        let russian = try await run(["settings"], language: .ru).output
        #expect(russian.contains("Что значит"))
        #expect(russian.contains("random") && russian.contains("случайный"), "the value to type, and its meaning")
        let english = try await run(["settings"], language: .en).output
        #expect(!english.contains("Meaning"), "English values already say what they mean")
    }

    @Test(arguments: [
        ("лёгкий", Difficulty.easy), ("Легкая", .easy), ("средняя", .medium), ("СЛОЖНЫЙ", .hard), ("hard", .hard), ("easy", .easy),
    ])
    func aDifficultyMayBeTypedInRussian(word: String, difficulty: Difficulty) {
        #expect(Strings.difficulty(named: word) == difficulty)
    }

    @Test(arguments: ["", "с", "trudno", "очень"])
    func anythingElseIsNoDifficulty(word: String) {
        #expect(Strings.difficulty(named: word) == nil)
    }
}
