import Foundation
import QuizImport
import QuizPlatform
import Testing

@testable import QuizCLI

/// Each mode's start screen from the main menu: the source picker and the
/// filters, remembered apart from the settings.
@MainActor
@Suite struct StartScreenTests {
    private let folder = TestData.temporaryFolder()

    private func text(_ localized: LocalizedText) -> String { localized(.en) }

    /// A four-option question of yours.
    private func entry(_ number: Int) -> PackEntry {
        PackEntry(
            text: "Own question \(number)?", correct: "Right \(number)",
            incorrect: ["Wrong \(number)a", "Wrong \(number)b", "Wrong \(number)c"])
    }

    @Test func choosingADifficultyForClassicLeavesTheSettingAndMillionaireAlone() async throws {
        // Classic: difficulty any → easy, the built-in pack, start; leave the game;
        // classic again shows easy; Millionaire still shows the setting's "any".
        let keys = "p2" + "d" + "o1" + "s" + "qy" + "p2" + "q" + "p3" + "q" + "q"
        let session = try MenuSession(folder: folder, typing: keys).withoutFeedbackDelay()
        try await session.run()

        let stores = session.environment.stores
        #expect(try stores.settings.load().difficulty == .any)
        let remembered = try StartChoices.store(in: stores).load()[.classic]
        #expect(remembered.difficulty == .easy)
        #expect(remembered.source == "trivia" && remembered.offline == true)
        #expect(try stores.history.recent(limit: 1, mode: nil).isEmpty, "the game was left, nothing recorded")

        let difficulty = text(Strings.filterDifficulty) + ": "
        let classicAgain = try #require(session.screens(showing: text(Strings.startTitle(.classic))).last)
        #expect(classicAgain.contains(difficulty + text(Strings.difficultyValue(.easy))))
        #expect(classicAgain.contains(text(Strings.startSource) + ": " + text(Strings.sourceBuiltInTrivia)))
        let millionaire = try #require(session.screens(showing: text(Strings.startTitle(.millionaire))).last)
        #expect(millionaire.contains(difficulty + text(Strings.difficultyValue(.any))))
    }

    @Test func theSourcePickerNamesEverySourceThatFitsTheMode() async throws {
        let stores = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores
        _ = try AddCommand.save([entry(1), entry(2)], to: stores, at: Date(timeIntervalSince1970: 1_800_000_000))
        let pack = folder.appending(path: "capitals.json")
        let capitals =
            #"{"questions":[{"text":"Capital of France?","correct":"Paris","incorrect":["Rome","Oslo","Bern"]},"#
            + #"{"text":"Is Paris in France?","correct":"Yes","incorrect":["No"]}]}"#
        try Data(capitals.utf8).write(to: pack)
        try stores.questions.importPack(path: pack.path, createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let plugins = PluginDiscovery.pluginsFolder(in: folder)
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try TestData.writeScript("echo '{\"questions\":[]}'", to: plugins.appending(path: "quizctl-source-demo"))

        // Classic's picker, back twice; yes/no's picker, back twice; quit.
        let session = MenuSession(folder: folder, typing: "p2" + "o" + "q" + "q" + "p1" + "o" + "q" + "q" + "q")
        try await session.run()

        let pickers = session.screens(showing: text(Strings.chooseSource))
        try #require(pickers.count == 2)
        let classic = pickers[0]
        for expected in [
            Strings.sourceBuiltInTrivia, Strings.sourceOpenTrivia, Strings.sourceYours(4), Strings.sourcePack("capitals", count: 2),
            Strings.sourcePlugin("demo"), Strings.sourceMix,
        ] {
            #expect(classic.contains(text(expected)), "\(text(expected))")
        }
        #expect(classic.contains("English only"))
        // Yes/no plays the films, the one yes/no question of yours, and no Open Trivia DB.
        let yesNo = pickers[1]
        #expect(yesNo.contains(text(Strings.sourceMovies(live: false))))
        #expect(yesNo.contains(text(Strings.sourceYours(1))))
        #expect(yesNo.contains(text(Strings.sourcePack("capitals", count: 1))))
        #expect(!yesNo.contains(text(Strings.sourceOpenTrivia)))
    }

    @Test func theStartScreenGivesTheGameTimerTypeCountAndSource() throws {
        // Built-in pack; type any → multiple; count 10 → 15 → 20 → 5; timer none → 10 s; start.
        let terminal = ScriptedTerminal(typing: "o1" + "t" + "nnn" + "m" + "s")
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        let options = try #require(try StartScreen(environment: environment, mode: .classic).run())
        #expect(options.source == "trivia" && options.offline)
        #expect(options.choiceType == .multiple)
        #expect(options.count == 5)
        #expect(options.timer == 10)
        #expect(options.difficulty == .any)
        #expect(terminal.keys.isEmpty)
        #expect(terminal.screen.contains(text(Strings.startTimer) + ": " + text(Strings.timerValue(10))))
    }

    @Test func backingOutOfTheStartScreenRemembersNothing() throws {
        let terminal = ScriptedTerminal(typing: "o1" + "d" + "q")
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        #expect(try StartScreen(environment: environment, mode: .classic).run() == nil)
        #expect(try StartChoices.store(in: environment.stores).load()[.classic] == StartChoices.Mode())
    }

    @Test func reviewHasNoSourceToPickButACountAndATimer() throws {
        let terminal = ScriptedTerminal(typing: "nnm" + "s")
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        let options = try #require(try StartScreen(environment: environment, mode: .review).run())
        #expect(options.source == nil && options.count == 10 && options.timer == 10, "\(options)")
        #expect(
            Style.plainText(terminal.output).contains(
                text(Strings.filterCount) + ": " + text(Strings.countValue(DueCardsSource.everyCardDue))))
        #expect(!terminal.screen.contains(text(Strings.startSource) + ":"))
    }

    @Test func todaysChallengeIsAskedForEachTimeNotRemembered() throws {
        let first = ScriptedTerminal(typing: "y" + "s")
        let environment = AppEnvironment.test(folder: folder, terminal: first)
        #expect(try #require(try StartScreen(environment: environment, mode: .millionaire).run()).daily)
        let again = ScriptedTerminal(typing: "s")
        let next = AppEnvironment.test(folder: folder, terminal: again)
        #expect(try #require(try StartScreen(environment: next, mode: .millionaire).run()).daily == false)
    }

    @Test func playWithoutAModeOnATerminalShowsTheModesStartScreen() async throws {
        let terminal = ScriptedTerminal(typing: "2" + "q")
        let status = await Application.run(["play"], in: AppEnvironment.test(folder: folder, terminal: terminal))
        #expect(status == .success)
        #expect(terminal.screen.contains(text(Strings.startTitle(.classic))))
        #expect(terminal.keys.isEmpty)
    }

    @Test func whatTheCommandLineGaveBesideTheScreenStays() throws {
        let terminal = ScriptedTerminal(typing: "s")
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        let given = PlayOptions(order: .sequential, timer: 20, delay: 0, seed: 99, offline: true)
        let options = try #require(try StartScreen(environment: environment, mode: .classic).run(given: given))
        #expect(options.seed == 99 && options.order == .sequential && options.delay == 0)
        #expect(options.timer == 20)
        #expect(options.source == "trivia" && options.offline, "--offline picks the built-in pack")
    }
}

/// The choices a folder of the older format kept in menu-choices.json come
/// over into quizctl.db with the rest of it (Tests/Fixtures/Legacy).
@MainActor
@Suite struct LegacyMenuChoicesTests {
    @Test func theStartScreensRememberWhatTheOlderFolderRemembered() throws {
        let folder = TestData.temporaryFolder()
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: LegacyMigrationFixtures.folder, to: folder)
        let environment = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal())
        let choices = try StartChoices.store(in: environment.stores).load()
        #expect(choices[.classic].source == "custom" && choices[.classic].count == 3 && choices[.classic].difficulty == .hard)
        #expect(choices[.party].players == ["Ann", "Bob"] && choices[.party].partyGame == "buzzer")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "menu-choices.json").path))
    }
}

/// Where the committed folder of the older format is.
enum LegacyMigrationFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Legacy/folder").standardizedFileURL
}
