import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The menu's Results on the run loop: the real `update` and `view`
/// in-process, the history given as the effects would read it.
@MainActor
@Suite struct ResultsLoopTests {
    private let program = AppProgram()

    static func game(_ question: String, at seconds: Double, language: Language = .en, answers: Int = 1) -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_795_000_000 + seconds)
        let options = language == .ru ? ["Париж", "Рим"] : ["Paris", "Rome"]
        let records = (1...answers).map { number in
            AnswerRecord(
                question: answers == 1 ? question : "\(question) \(number)", options: options, correctAnswer: options[0],
                chosenAnswer: options[1], isCorrect: false, seconds: 2.5)
        }
        return GameRecord(
            mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: answers,
            answers: records)
    }

    static func data(_ games: [GameRecord], language: Language = .en) -> ResultsData {
        var statistics = Statistics()
        for game in games.reversed() { statistics.record(game) }
        return ResultsData(
            statistics: StatisticsLines(statistics: statistics, mode: nil, style: .plain, today: games.first?.finishedAt ?? Date()).lines,
            charted: games, games: games)
    }

    private func state(_ games: [GameRecord], language: Language = .en, columns: Int = 80, rows: Int = 24) -> AppState {
        let window = TerminalSize(columns: columns, rows: rows)
        var state = AppState(facts: MainMenuFacts(language: language, style: .plain, due: 0, window: window))
        state.go(.push(.results(ResultsState(data: Self.data(games, language: language)))))
        return state
    }

    private func send(_ keys: [Key], to state: AppState) -> (AppState, [Effect]) { program.send(keys, to: state) }

    private func text(_ state: AppState, _ size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> String {
        program.view(state, size: size).text
    }

    @Test func theMenuOpensResultsReadByAnEffect() {
        let menu = AppState(facts: MainMenuFacts(language: .en, style: .plain, due: 0))
        let (reading, effects) = send([.character("r")], to: menu)
        #expect(effects == [.loadResults])
        let (opened, _) = program.update(reading, .effectFinished(.resultsReady(Self.data([Self.game("Q?", at: 0)]))))
        #expect(opened.stack.count == 1 && text(opened).contains(Strings.resultsGames(1, more: false)(.en)))
    }

    /// Issue 28: at 40×15 Results showed "Accuracy, last 2 games" with no chart under it.
    @Test(arguments: [Language.en, .ru])
    func theChartHeadingNeverStandsWithoutItsChart(language: Language) {
        let results = state([Self.game("A?", at: 60), Self.game("B?", at: 0)], language: language)
        for size in WalkTheLoopScreensTests.sizes {
            let shown = text(results, size)
            if shown.contains(Strings.chartTitle(2)(language)) {
                #expect(shown.contains(Strings.chartGamesAxis(language)), "\(size): the heading with its chart\n\(shown)")
            }
            #expect(shown.contains(ResultsScreen.summaryPicker(ResultsScreen.stateOf(results)!, facts: results.facts).footerText))
        }
    }

    @Test func statisticsThatDoNotFitScrollWithPageDownAndTheMenuStaysWhole() {
        var games: [GameRecord] = []
        for (index, mode) in [ModeKind.yesno, .classic, .millionaire, .review, .party].enumerated() {
            var game = Self.game("Q\(index)?", at: Double(index) * 60)
            game.mode = mode
            games.append(game)
        }
        // The window the screen scrolls in is the one it is drawn in: lines wrap at 40 columns.
        let results = state(games, columns: 40, rows: 15)
        let top = text(results, .smallest)
        let statistics = Self.data(games).statistics.map { $0(.en) }
        let last = statistics.last!
        #expect(!top.contains(last) && top.contains("↓"), "the statistics do not all fit\n\(top)")
        #expect(top.contains(Strings.resultsDeleteAll(.en)) && top.contains(Strings.footerMove(.en)), "the menu is whole\n\(top)")
        let (scrolled, _) = send([.pageDown, .pageDown], to: results)
        #expect(text(scrolled, .smallest).contains(last), "PgDn shows the rest\n\(text(scrolled, .smallest))")
    }

    /// Issue 28: "…Esc/q backDelete the game 45D3281E …? [y/n]": the question was written onto the key line.
    @Test(arguments: [Language.en, .ru])
    func deletingAGameAsksOnALineOfItsOwnAndSayingNoChangesNothing(language: Language) {
        let newer = Self.game("Newer?", at: 60, language: language)
        let results = state([newer, Self.game("Older?", at: 0, language: language)], language: language)
        let (asking, _) = send([.character("g"), .character("1"), .character(language == .ru ? "в" : "d")], to: results)
        let question = Strings.confirmDeleteGame(HistoryTable.describe(newer, language: language))(language)
        let frame = program.view(asking, size: TerminalSize(columns: 120, rows: 40))
        let lines = frame.lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix(question.prefix(20)) }, "\(frame.text)")
        #expect(lines.contains(Strings.confirmKeys(language)), "the keys on a line of their own")
        #expect(!lines.contains { $0.contains(Strings.reviewKeys(language)) && $0.contains(question.prefix(10)) })
        let (stayed, none) = send([.character(language == .ru ? "н" : "n")], to: asking)
        #expect(none.isEmpty && text(stayed).contains(Strings.nothingChanged(language)))
        let (_, effects) = send([.character(language == .ru ? "в" : "d"), .character(language == .ru ? "д" : "y")], to: stayed)
        #expect(effects == [.deleteGame(newer)])
    }

    @Test func afterADeleteTheGamesComeBackWithWhatItDid() {
        let newer = Self.game("Newer?", at: 60)
        let older = Self.game("Older?", at: 0)
        let (deleting, _) = send([.character("g"), .character("1"), .character("d"), .character("y")], to: state([newer, older]))
        #expect(!program.wantsKeys(deleting), "keys wait while the game is deleted")
        let said = Strings.gameDeleted(HistoryTable.shortID(newer.id))
        let (after, _) = program.update(deleting, .effectFinished(.resultsChanged(Self.data([older]), said)))
        let shown = text(after)
        #expect(
            shown.contains(Strings.pickGameToReview(.en)) && shown.contains(said(.en))
                && !shown.contains(HistoryTable.describe(newer, language: .en)))
    }

    @Test func aGameIsFoundByItsIDOrTheScreenSaysWhyNot() {
        let game = Self.game("Found?", at: 0)
        let (typing, _) = send([.character("f")], to: state([game]))
        #expect(text(typing).contains(Strings.gameIDPrompt(.en)) && text(typing).contains(Strings.editorKeys(.en)))
        let (finding, effects) = send(
            ScriptedTerminal.keys(typing: "zz\r").compactMap { if case .key(let key) = $0 { key } else { nil } }, to: typing)
        #expect(effects == [.findGame("zz")])
        let problem = LocalizedText(en: "No game starts with zz.", ru: "Нет игры, начинающейся с zz.")
        let (refused, _) = program.update(finding, .effectFinished(.gameNotFound(problem)))
        #expect(text(refused).contains(problem(.en)) && text(refused).contains(Strings.gameIDPrompt(.en)))
        let (found, _) = program.update(refused, .effectFinished(.gameFound(game)))
        #expect(text(found).contains("Found?") && text(found).contains(Strings.reviewKeys(.en)))
        let (back, _) = send([.escape], to: found)
        #expect(text(back).contains(Strings.resultsFindGame(.en)), "a game found by ID goes back to the summary")
    }

    /// A resize redraws the screen shown for the new size from its state:
    /// no bytes are replayed, and the statistics scroll above a whole menu.
    @Test func aResizeOnResultsDrawsItAgainForTheNewSize() async throws {
        let terminal = ScriptedTerminal(typing: "r" + "q" + "q")
        terminal.columns = 120
        terminal.rows = 40
        var resized = false
        terminal.beforeInput = { [unowned terminal] _ in
            guard !resized, terminal.frames.last?.text.contains(Strings.resultsFindGame(.en)) == true else { return nil }
            resized = true
            terminal.columns = 40
            terminal.rows = 15
            return .resized
        }
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        for seconds in [0.0, 60, 120] { try environment.stores.history.append(Self.game("Q\(seconds)?", at: seconds)) }
        var menu = MainMenu(environment: environment)
        try await menu.run()
        let results = terminal.frames.filter { $0.text.contains(Strings.resultsFindGame(.en)) }
        #expect(results.map(\.size) == [TerminalSize(columns: 120, rows: 40), .smallest], "drawn again at once, for the new size")
        let small = try #require(results.last)
        #expect(!small.overflows && small.text.contains(Strings.footerMove(.en)) && small.text.contains(Strings.menuResults(.en)))
        #expect(terminal.keys.isEmpty)
    }

    @Test func clearingAsksFirstAndWithNoGamesAnyKeyGoesBack() {
        let (asking, _) = send([.character("x")], to: state([Self.game("Q?", at: 0)]))
        #expect(text(asking).contains(Strings.confirmClearHistory(.en)))
        let (_, effects) = send([.character("y")], to: asking)
        #expect(effects == [.clearHistory])
        let empty = state([])
        #expect(text(empty).contains(Strings.pressAnyKey(.en)) && text(empty).contains(Strings.noGamesYet(.en)))
        #expect(send([.character(" ")], to: empty).0.stack.isEmpty)
    }
}

extension ResultsScreen {
    /// The Results state on top of the app's stack, in tests.
    static func stateOf(_ state: AppState) -> ResultsState? {
        if case .results(let results) = state.screen { return results }
        return nil
    }
}
