import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Play's modes and each mode's start screen on the run loop: the app's
/// real `update` and `view` in-process, with the start screen read from a
/// temporary data folder as the effect reads it.
@MainActor
@Suite struct StartLoopTests {
    private let program = AppProgram()
    private let folder = TestData.temporaryFolder()

    private func facts(_ language: Language, rows: Int = 24) -> MainMenuFacts {
        MainMenuFacts(language: language, style: .plain, due: 0, window: TerminalSize(columns: 80, rows: rows))
    }

    private func start(_ mode: ModeKind, language: Language = .en) throws -> StartState {
        var environment = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal())
        environment.language = language
        return try StartState.load(mode, in: environment)
    }

    private func send(_ keys: [Key], to state: AppState) -> (AppState, [Effect]) { program.send(keys, to: state) }

    private func startState(_ state: AppState) -> StartState? {
        if case .start(let start) = state.screen { return start }
        return nil
    }

    private func text(_ state: AppState, _ columns: Int = 80, _ rows: Int = 24) -> String {
        program.view(state, size: TerminalSize(columns: columns, rows: rows)).text
    }

    @Test func playOpensTheModesWhichReadTheStartScreenAndBackGoesBackOneScreenAtATime() throws {
        let menu = AppState(facts: facts(.en))
        let (modes, _) = send([.character("p")], to: menu)
        #expect(text(modes).contains(Strings.chooseMode(.en)) && modes.stack.count == 1)
        let (reading, effects) = send([.character("2")], to: modes)
        #expect(effects == [.openStart(.classic)])
        #expect(!program.wantsKeys(reading), "no key while the start screen is read")
        let (opened, _) = program.update(reading, .effectFinished(.startReady(try start(.classic))))
        #expect(opened.stack.count == 2 && text(opened).contains(Strings.startTitle(.classic)(.en)))
        let (backToModes, _) = send([.escape], to: opened)
        #expect(text(backToModes).contains(Strings.chooseMode(.en)) && program.wantsKeys(backToModes))
        let (backToMenu, _) = send([.escape], to: backToModes)
        #expect(backToMenu.stack.isEmpty && text(backToMenu).contains(Strings.mainMenuTitle(.en)))
    }

    @Test func startAsksForTheGameWithTheChoicesAndTheMenuComesBackAfterIt() throws {
        var state = AppState(facts: facts(.en))
        state.go(.push(.modes(ModeMenuState())))
        state.go(.push(.start(try start(.classic))))
        // Difficulty steps from the setting's "any" to easy; then Start.
        let (stepped, _) = send([.character("d")], to: state)
        #expect(text(stepped).contains(Strings.filterDifficulty(.en) + ": " + Strings.difficultyValue(.easy)(.en)))
        let (starting, effects) = send([.character("s")], to: stepped)
        guard case .startGame(let mode, let choice, let options)? = effects.first else {
            Issue.record("no game asked for: \(effects)")
            return
        }
        #expect(mode == .classic && choice.difficulty == .easy && options.difficulty == .easy && options.count == 10)
        #expect(!program.wantsKeys(starting), "the game has the keys")
        let (after, _) = program.update(starting, .effectFinished(.played(facts(.en))))
        #expect(after.stack.isEmpty && text(after).contains(Strings.mainMenuTitle(.en)), "the main menu, past the modes")
    }

    @Test func aSourcePickedInItsListChangesTheRowsItBrings() throws {
        var state = AppState(facts: facts(.en))
        state.go(.push(.start(try start(.classic))))
        let (list, _) = send([.character("o")], to: state)
        #expect(text(list).contains(Strings.chooseSource(.en)))
        let builtIn = try #require(startState(list)?.sources.firstIndex { $0.offline })
        let (picked, _) = send([.character(Character("\(builtIn + 1)"))], to: list)
        #expect(text(picked).contains(Strings.sourceBuiltInTrivia(.en)))
        #expect(startState(picked)?.rows.contains(.category) == true, "the trivia pack has categories")
        let (categories, _) = send([.character("c")], to: picked)
        #expect(text(categories).contains(Strings.anyCategory(.en)))
        let (back, _) = send([.escape], to: categories)
        #expect(text(back).contains(Strings.startTitle(.classic)(.en)), "Esc closes the list, not the screen")
    }

    @Test(arguments: [Language.en, .ru])
    func aPartyAsksForItsPlayersBeforeItStartsAndSaysWhyNamesAreRefused(language: Language) throws {
        var state = AppState(facts: facts(language))
        state.go(.push(.start(try start(.party, language: language))))
        let (asking, effects) = send([.character("s")], to: state)
        #expect(effects.isEmpty)
        #expect(text(asking).contains(Strings.partyPlayersPrompt(language)) && text(asking).contains(Strings.editorKeys(language)))
        let (refused, _) = send(ScriptedTerminal.keys(typing: "Ann\r").compactMap(\.key), to: asking)
        #expect(text(refused).contains(PartyRoster.Problem.count(1).message(language)))
        let (typed, _) = send(ScriptedTerminal.keys(typing: ", Bob\r").compactMap(\.key), to: refused)
        #expect(text(typed).contains(Strings.partyPlayersRow(language) + ": Ann, Bob"))
        let (_, starting) = send([.character("s")], to: typed)
        guard case .startGame(.party, _, let options)? = starting.first else {
            Issue.record("no party asked for: \(starting)")
            return
        }
        #expect(options.players == ["Ann", "Bob"] && options.partyStyle == .turn)
    }

    @Test func thePartysRulesScrollAtTheSmallestSizeAndAnyOtherKeyClosesThem() throws {
        var state = AppState(facts: facts(.en, rows: 15))
        state.go(.push(.start(try start(.party))))
        // The buzzer game's rules, the longest.
        let (buzzer, _) = send([.character("g")], to: state)
        let (rules, _) = send([.character("r")], to: buzzer)
        let lines = try #require(startState(rules)).choice
        let all = StartScreen.rules(try #require(startState(rules)), facts: facts(.en)).lines.map(Style.plainText)
        #expect(lines.partyGame == "buzzer" && all.count > 1)
        let top = program.view(rules, size: .smallest)
        #expect(!top.overflows && top.text.contains(Strings.pagerKeys(.en)))
        #expect(top.text.contains(try #require(all.first?.split(separator: " ").prefix(3).joined(separator: " "))))
        let (end, _) = send([.end], to: rules)
        let bottom = program.view(end, size: .smallest)
        let last = try #require(all.last?.split(separator: " ").suffix(2).joined(separator: " "))
        #expect(bottom.lines.map(\.text).joined(separator: " ").contains(last), "what does not fit scrolls\n\(bottom.text)")
        let (closed, _) = send([.character("x")], to: end)
        #expect(text(closed).contains(Strings.startTitle(.party)(.en)))
    }

    @Test func theEndOfInputLeaves() throws {
        var state = AppState(facts: facts(.en))
        state.go(.push(.start(try start(.yesno))))
        #expect(program.update(state, .endOfInput).0.done)
    }

    /// `play` with no mode on a terminal: the modes and the start screen on
    /// loops of their own, as the scripted terminal draws them.
    @Test func playWithoutAModeShowsTheModesAndTheStartScreenAsFrames() throws {
        let terminal = ScriptedTerminal(typing: "\u{1B}[B\r" + "q")
        terminal.rows = 15
        terminal.columns = 40
        let environment = AppEnvironment.test(folder: folder, terminal: terminal)
        let mode = ModeMenuScreen.choose(on: environment.console, clock: environment.clock)
        #expect(mode == .classic)
        #expect(try StartScreen(environment: environment, mode: .classic).run() == nil, "q goes back")
        #expect(terminal.frames.contains { $0.text.contains(Strings.chooseMode(.en)) })
        #expect(terminal.frames.last?.text.contains(Strings.startTitle(.classic)(.en)) == true)
        #expect(terminal.frames.allSatisfy { !$0.overflows })
    }

    /// Issue 30: the review's start screen says how its cards are answered
    /// (choosing an option, turning the card over, typing), remembered with
    /// the other choices; Start plays that way.
    @Test(arguments: [Language.en, .ru])
    func theReviewsStartScreenChoosesFlipOrTyped(language: Language) throws {
        var state = AppState(facts: facts(language))
        state.go(.push(.start(try start(.review, language: language))))
        #expect(text(state).contains(Strings.studyStyleRow(language) + ": " + Strings.studyStyleValue(.options)(language)))
        let (flip, _) = send([.character("a")], to: state)
        #expect(text(flip).contains(Strings.studyStyleValue(.flip)(language)))
        let (typed, _) = send([.character("a")], to: flip)
        #expect(text(typed).contains(Strings.studyStyleValue(.typed)(language)))
        let (_, effects) = send([.character("s")], to: typed)
        guard case .startGame(.review, let choice, let options)? = effects.first else {
            Issue.record("no game asked for: \(effects)")
            return
        }
        #expect(options.typed && !options.flip && choice.studyStyle == .typed)
    }
}

extension KeyEvent {
    fileprivate var key: Key? {
        if case .key(let key) = self { return key }
        return nil
    }
}
