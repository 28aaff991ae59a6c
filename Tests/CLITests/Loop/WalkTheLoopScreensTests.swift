import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Every screen on the run loop, in each of its states, at 40×15, 80×24
/// and 120×40, in English and Russian: the focused element, every option
/// and the key line are inside the frame, and no word is broken. (The
/// screens still handed the terminal are not on the loop yet, so not here.)
/// The main menu, Settings, Play's modes, every mode's start screen with
/// its lists, the party's players and rules, and every round.
@MainActor
@Suite struct WalkTheLoopScreensTests {
    static let sizes = [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)]

    /// Words of what a frame draws; a token of the frame that is only part of one is a broken word.
    private func expectNoWordBroken(_ frame: Frame, words: [String], _ note: String) {
        let vocabulary = Set(words.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) })
        let frameTokens = frame.lines.flatMap { line in
            line.text.split { $0.isWhitespace || "│╭╮╰╯─|".contains($0) }.map(String.init)
        }
        for token in frameTokens where !vocabulary.contains(token) {
            let piece = vocabulary.first { $0.count > token.count && ($0.hasPrefix(token) || $0.hasSuffix(token)) }
            #expect(piece == nil, "\(note): '\(token)' is part of '\(piece ?? "")'\n\(frame.text)")
        }
    }

    private func question(_ language: Language) -> Question {
        let text =
            language == .ru
            ? "Какой лайнер затонул в первом же рейсе в апреле 1912 года, столкнувшись с айсбергом в Северной Атлантике, и сколько людей спаслось?"
            : "Which liner sank on its maiden voyage in April 1912 after it struck an iceberg in the North Atlantic, and how many survived?"
        let options =
            language == .ru ? ["«Титаник»", "«Британник»", "«Олимпик»", "«Лузитания»"] : ["Titanic", "Britannic", "Olympic", "Lusitania"]
        return Question(text: text, options: options, correctIndex: 0)
    }

    @Test(arguments: [Language.en, .ru])
    func everyRoundStateFitsEverySize(language: Language) {
        for kind in [ModeKind.yesno, .classic, .millionaire] {
            let questions =
                kind == .yesno
                ? RoundBench.yesNo(3, language: language).map {
                    Question(text: question(language).text, options: $0.options, correctIndex: 0)
                }
                : Array(repeating: question(language), count: 15)
            var states: [(String, RoundBench)] = []
            var bench = RoundBench(kind, questions: questions, timer: 20, language: language, delay: 1)
            states.append(("asking", bench))
            if kind == .millionaire {
                bench.press("h5f")
                states.append(("lifelines", bench))
            }
            bench.press("q")
            states.append(("leave?", bench))
            bench.press(language == .ru ? "н" : "n")
            bench.press(kind == .yesno ? "y" : "1")
            states.append(("feedback", bench))
            for (name, state) in states {
                for size in Self.sizes {
                    let frame = state.frame(size.columns, size.rows)
                    let note = "\(kind) \(name) \(language) \(size.columns)×\(size.rows)"
                    #expect(!frame.overflows, "\(note)")
                    let text = frame.text
                    for option in questions[0].options { #expect(text.contains(option), "\(note): \(option)") }
                    let words = [questions[0].text, Strings.scrollQuestion(language)] + questions[0].options + frameWords(state, language)
                    expectNoWordBroken(frame, words: words, note)
                    if language == .ru { #expect(LatinWords.leaks(in: text).isEmpty, "\(note): English left in") }
                    guard name != "feedback" else { continue }
                    let keys = name == "leave?" ? Strings.confirmKeys(language) : RoundKeys.help(for: cardOf(state))(language)
                    #expect(text.contains(keys), "\(note): the key line whole")
                }
            }
        }
    }

    private func cardOf(_ bench: RoundBench) -> QuestionCard {
        RoundProgram.card(for: bench.state.session.questions[0], feedback: nil, state: bench.state)
    }

    /// Everything else a round's frame may hold, as words.
    private func frameWords(_ bench: RoundBench, _ language: Language) -> [String] {
        let session = bench.state.session
        var words = [session.progress.value.line(language), session.progress.value.ladderLine(language)]
        words += [Strings.keysYesNo, Strings.keysMillionaire, Strings.keysOptions(4), Strings.confirmQuitGame, Strings.confirmKeys].map {
            $0(language)
        }
        words += [Strings.partyCountdown(20)(language).replacingOccurrences(of: " ", with: "\u{00A0}")]
        words += bench.state.messages.flatMap { $0 }
        words += bench.state.setup.board.map { $0.lifelineRow.full + $0.lifelineRow.short + $0.ladderLines } ?? []
        if case .feedback(let card, _) = bench.state.phase {
            words += [card.feedback ?? ""] + card.options.map { "[\($0.key)] \($0.text)" }
        }
        words += RoundProgram.card(for: session.questions[0], feedback: nil, state: bench.state).options.map { "[\($0.key)]" }
        return words.map(Style.plainText)
    }

    /// Each state of a hot-seat party: whose turn it is, the buzzer keys of
    /// eight players, a player answering, a wrong buzz, leave?, the verdict,
    /// the scoreboard of eight, the podium.
    @Test(arguments: [Language.en, .ru])
    func everyPartyStateFitsEverySize(language: Language) throws {
        let names =
            language == .ru
            ? ["Аня", "Боря", "Вика", "Гоша", "Даша", "Егор", "Женя", "Зоя"] : ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
        let questions = Array(repeating: question(language), count: 3)
        let confirm = Strings.confirmKeys(language)
        var turn = try PartyBench(.turn, players: Array(names.prefix(3)), questions: questions, language: language)
        // The session is shared by every copy of a bench: each state is checked as it is reached.
        expectPartyFits("turn", turn, keys: Strings.partyKeysAnswer(4)(language), focus: Strings.partyTurn(names[0])(language).uppercased())
        turn.send(.key(.escape))
        expectPartyFits("leave?", turn, keys: confirm, focus: Strings.confirmQuitGame(language))
        turn.press(language == .ru ? "н" : "n")
        turn.press("1")
        expectPartyFits("verdict", turn, keys: nil, focus: verdict(turn))
        turn.waitOutThePause()
        expectPartyFits("scoreboard", turn, keys: Strings.partyPressEnterForNext(language), focus: Strings.partyScoreboard(language))
        var buzzer = try PartyBench(.buzzer, players: names, questions: questions, language: language)
        // Every player's key: at 40×15 without the "press your key" line, which the key line says too.
        let keys = Style.plainText(buzzer.state.setup.board.keys(buzzer.state.setup.roster)).split(separator: " ").joined(separator: " ")
        expectPartyFits("buzzer", buzzer, keys: Strings.partyKeysBuzz(language), focus: keys)
        buzzer.press("q")
        expectPartyFits(
            "buzzed", buzzer, keys: Strings.partyKeysAnswer(4)(language), focus: Strings.partyAnswering(names[0])(language).uppercased())
        buzzer.press("2")
        expectPartyFits("wrong buzz", buzzer, keys: Strings.partyKeysBuzz(language), focus: verdict(buzzer))
        var scores = try PartyBench(.turn, players: names, questions: Array(questions.prefix(1)), language: language)
        scores.press("1")
        scores.waitOutThePause()
        expectPartyFits("podium", scores, keys: nil, focus: Strings.partyPodium(language))
    }

    private func verdict(_ bench: PartyBench) -> String {
        bench.state.verdicts.last.map { PartyCard.verdict($0, roster: bench.state.setup.roster)(bench.state.setup.language) } ?? ""
    }

    private func expectPartyFits(_ name: String, _ bench: PartyBench, keys: String?, focus: String) {
        let language = bench.state.setup.language
        let question = bench.state.session.questions[0]
        for size in Self.sizes {
            let frame = bench.frame(size)
            let note = "party \(name) \(language) \(size.columns)×\(size.rows)"
            let text = frame.text
            #expect(!frame.overflows, "\(note)\n\(text)")
            if let keys { #expect(text.contains(keys), "\(note): the key line whole\n\(text)") }
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let focusWords = focus.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(focusWords), "\(note): \(focus)\n\(text)")
            if bench.state.phase == .asking {
                for option in question.options { #expect(text.contains(option), "\(note): \(option)") }
            }
            if name == "scoreboard" || name == "podium" {
                for player in bench.state.session.players.prefix(name == "podium" ? 3 : 8) {
                    #expect(text.contains(player.name), "\(note): \(player.name)")
                }
            }
            expectNoWordBroken(frame, words: partyWords(bench, language) + [question.text] + question.options, note)
            if language == .ru { #expect(LatinWords.leaks(in: text).isEmpty, "\(note): English left in") }
        }
    }

    /// Everything a party's frame may hold, as words.
    private func partyWords(_ bench: PartyBench, _ language: Language) -> [String] {
        let session = bench.state.session
        let roster = bench.state.setup.roster
        let board = bench.state.setup.board
        var words = [Strings.partyProgress(session.currentIndex + 1, of: 3), Strings.partyProgress(session.answers.count, of: 3)].map {
            $0(language)
        }
        words += [
            Strings.partyKeysBuzz, Strings.partyKeysAnswer(4), Strings.partyBuzzPrompt, Strings.partyPressEnterForNext,
            Strings.confirmQuitGame, Strings.confirmKeys,
        ].map { $0(language) }
        words += roster.names.flatMap { [Strings.partyTurn($0)(language).uppercased(), Strings.partyAnswering($0)(language).uppercased()] }
        words += [board.keys(roster, locked: session.lockedOut)] + board.scoreboard(session.players)
        words += board.podium(session.players, value: { Strings.partyPoints($0)(language) })
        words += bench.state.verdicts.map { PartyCard.verdict($0, roster: roster)(language) }
        words += session.answers.compactMap(\.correctAnswer).map { Strings.partyAnswerWas($0)(language) }
        words += ["»»", "««", "✓", "[1]", "[2]", "[3]", "[4]"]
        words += (0...20).map { Strings.partyCountdown($0)(language).replacingOccurrences(of: " ", with: "\u{00A0}") }
        return words.map(Style.plainText)
    }

    @Test(arguments: [Language.en, .ru])
    func theMenuAndSettingsFitEverySize(language: Language) {
        let program = AppProgram()
        let start = AppState(facts: MainMenuFacts(language: language, style: .plain, due: 12))
        let asking = program.update(start, .key(.escape)).0
        let settings = program.update(start, .key(.character("s"))).0
        for (name, state) in [("menu", start), ("leave?", asking), ("settings", settings)] {
            let picker = state.stack.isEmpty ? MainMenuScreen.picker(state.facts) : SettingsScreen.picker(state.facts)
            for size in Self.sizes {
                let frame = program.view(state, size: size)
                let note = "\(name) \(language) \(size.columns)×\(size.rows)"
                #expect(!frame.overflows, "\(note)")
                if language == .ru { #expect(LatinWords.leaks(in: frame.text).isEmpty, "\(note): English left in") }
                #expect(frame.text.contains(picker.footerText) || name == "leave?", "\(note): keys")
                #expect(
                    frame.lines.contains { $0.text.contains(Style.plainText(picker.style.glyphs.pointer)) }, "\(note): the focused item")
            }
        }
    }

    /// A menu's frame: no more lines than rows, the highlighted item and
    /// the keys inside it, each item shown begun as it is named, no word
    /// broken, and in Russian no English.
    private func expectMenuFits(_ frame: Frame, _ picker: MenuPicker, selected: Int, _ note: String) {
        #expect(!frame.overflows, "\(note)")
        let text = frame.text
        #expect(text.contains(picker.footerText), "\(note): the keys, whole\n\(text)")
        let pointer = Style.plainText(picker.style.glyphs.pointer)
        let focused = Style.plainText(picker.items[selected].label).prefix(min(12, frame.size.columns - 10))
        #expect(frame.lines.contains { $0.text.contains(pointer) && $0.text.contains(focused) }, "\(note): the focused item\n\(text)")
        // The focused item whole, however many lines it takes: never cut.
        let spaced = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let whole = spaced(Style.plainText(picker.items[selected].label))
        #expect(spaced(text).contains(whole), "\(note): the focused item whole: \(whole)\n\(text)")
        // Every item, when the list is not scrolled (no position line).
        if !frame.lines.contains(where: { $0.text.contains(/\d+–\d+/) }) {
            for item in picker.items {
                let label = Style.plainText(item.label)
                #expect(text.contains(label.prefix(min(12, frame.size.columns - 10))), "\(note): \(label)")
            }
        }
        // A long list's position line ("↑ 3–14 of 26 ↓") holds numbers and arrows, not words of the items.
        let position = frame.lines.map(\.text).filter { $0.contains(/\d+–\d+/) }
        // An item too long for its row ends in "…" (cut, with the whole item a key away).
        let words = [picker.title, picker.footerText, "…"] + picker.items.map { Style.plainText($0.label) } + position
        expectNoWordBroken(frame, words: words, note)
        if picker.language == .ru { #expect(LatinWords.leaks(in: text).isEmpty, "\(note): English left in\n\(text)") }
    }

    @Test(arguments: [Language.en, .ru])
    func theModesAndEveryStartScreenFitEverySize(language: Language) throws {
        let facts = MainMenuFacts(language: language, style: .plain, due: 0)
        for size in Self.sizes {
            let note = "modes \(language) \(size.columns)×\(size.rows)"
            let modes = ModeMenuScreen.view(ModeMenuState(selected: 3), facts: facts, size: size)
            expectMenuFits(modes, ModeMenuScreen.picker(facts), selected: 3, note)
        }
        var environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: ScriptedTerminal())
        environment.language = language
        for mode in [ModeKind.yesno, .classic, .millionaire, .review, .party] {
            var start = try StartState.load(mode, in: environment)
            if mode == .classic, let builtIn = start.sources.firstIndex(where: \.offline) { start.chooseSource(builtIn) }
            for size in Self.sizes {
                let note = "start \(mode) \(language) \(size.columns)×\(size.rows)"
                let rows = StartScreen.view(start, facts: facts, size: size)
                expectMenuFits(rows, StartScreen.picker(start, facts: facts), selected: start.selected, note)
                if !start.sources.isEmpty {
                    var sources = start
                    sources.pick(.source)
                    let frame = StartScreen.view(sources, facts: facts, size: size)
                    expectMenuFits(
                        frame, StartScreen.sourcePicker(sources, facts: facts), selected: start.sourceIndex ?? 0, note + " sources")
                }
                if start.rows.contains(.category) {
                    var categories = start
                    categories.pick(.category)
                    let frame = StartScreen.view(categories, facts: facts, size: size)
                    expectMenuFits(frame, StartScreen.categoryPicker(categories, facts: facts), selected: 0, note + " categories")
                }
                if mode == .party {
                    var players = start
                    players.pick(.players)
                    let name = language == .ru ? "Аня" : "Ann"
                    let problem = players.typePlayers(name)
                    players.panel = .players(LineEditor(text: name), problem: problem)
                    let typing = StartScreen.view(players, facts: facts, size: size)
                    #expect(!typing.overflows, "\(note) players")
                    let joined = typing.lines.map(\.text).joined(separator: " ")
                    for line in [Strings.partyPlayersPrompt, Strings.editorKeys] {
                        #expect(joined.contains(line(language)), "\(note) players: \(line(language))\n\(typing.text)")
                    }
                    #expect(typing.text.contains(Strings.editorKeys(language)), "\(note): the keys on one line")
                    var rules = start
                    rules.pick(.rules)
                    let reading = StartScreen.view(rules, facts: facts, size: size)
                    #expect(!reading.overflows && reading.text.contains(Strings.pagerKeys(language)), "\(note) rules\n\(reading.text)")
                    let words = StartScreen.rules(rules, facts: facts).lines + [Strings.pagerKeys(language)]
                    expectNoWordBroken(reading, words: words.map(Style.plainText), note + " rules")
                    if language == .ru {
                        for frame in [typing, reading] { #expect(LatinWords.leaks(in: frame.text).isEmpty, "\(note): English left in") }
                    }
                }
            }
        }
    }

    @Test(arguments: [Language.en, .ru])
    func everyPanelOfResultsFitsEverySize(language: Language) {
        let facts = MainMenuFacts(language: language, style: .plain, due: 0)
        let question = language == .ru ? "Какая река самая длинная в Европе?" : "Which river is the longest in Europe?"
        let long = ResultsLoopTests.game(question, at: 60, language: language, answers: 12)
        let games = [long] + (1...25).map { ResultsLoopTests.game(question, at: Double(-$0) * 60, language: language) }
        let data = ResultsLoopTests.data(games, language: language)
        var panels: [(String, ResultsState, [String])] = []
        var state = ResultsState(data: data)
        let summaryKeys = ResultsScreen.summaryPicker(state, facts: facts).footerText
        panels.append(("summary", state, [summaryKeys]))
        state.panel = .summary(first: 0, clearing: true)
        panels.append(("clearing", state, [Strings.confirmClearHistory(language), Strings.confirmKeys(language)]))
        state.panel = .games
        state.game = 3
        panels.append(("games", state, [ResultsScreen.gamesPicker(state, facts: facts).footerText]))
        state.panel = .review(long, first: 0, deleting: false, listed: true)
        panels.append(("review", state, [Strings.reviewKeys(language)]))
        state.panel = .review(long, first: 0, deleting: true, listed: true)
        panels.append(("deleting", state, [Strings.confirmKeys(language)]))
        state.panel = .find(LineEditor(text: "1A2B"), problem: nil)
        panels.append(("find", state, [Strings.editorKeys(language)]))
        let reviewWords = GameReview(game: long, style: .plain).lines(language)
        for (name, panel, keys) in panels {
            for size in Self.sizes {
                let frame = ResultsScreen.view(panel, facts: facts, size: size)
                let note = "results \(name) \(language) \(size.columns)×\(size.rows)"
                #expect(!frame.overflows, "\(note)")
                let joined = frame.lines.map(\.text).joined(separator: " ")
                for line in keys { #expect(joined.contains(line), "\(note): \(line)\n\(frame.text)") }
                if name == "games" {
                    expectMenuFits(frame, ResultsScreen.gamesPicker(panel, facts: facts), selected: 3, note)
                }
                if name == "review" || name == "deleting" {
                    let describe = Strings.confirmDeleteGame(HistoryTable.describe(long, language: language))(language)
                    // The pager's position line ("1–13 of 77 ↓"): numbers and arrows, not words of the text.
                    let total = ResultsScreen.review(long, facts: facts).wrapped(columns: size.columns).count
                    let positions = (1...size.rows).map { Strings.listPosition(first: 1, last: $0, of: total)(language) }
                    expectNoWordBroken(frame, words: reviewWords + keys + [describe, "↑ ↓"] + positions, note)
                }
                if language == .ru { #expect(LatinWords.leaks(in: frame.text).isEmpty, "\(note): English left in\n\(frame.text)") }
            }
        }
    }

    @Test(arguments: [Language.en, .ru])
    func everyPanelOfYourQuestionsAndAddQuestionsFitsEverySize(language: Language) {
        let facts = MainMenuFacts(language: language, style: .plain, due: 0)
        let text =
            language == .ru
            ? "Какая река самая длинная в Европе и сколько стран она пересекает?"
            : "Which river is the longest in Europe and how many countries does it cross?"
        let entry = PackEntry(
            text: text, correct: language == .ru ? "Волга" : "Volga", incorrect: language == .ru ? ["Дунай", "Урал"] : ["Danube", "Ural"])
        let questions = (1...20).map {
            CustomQuestion(
                entry: PackEntry(text: "\($0). " + text, correct: entry.correct, incorrect: entry.incorrect),
                createdAt: Date(timeIntervalSince1970: 0))
        }
        let deck = DeckSummary(name: language == .ru ? "Глаголы" : "Verbs", cardCount: 3, importedAt: Date(timeIntervalSince1970: 0))
        var state = QuestionsState(data: QuestionsData(questions: questions, decks: [deck]))
        var panels: [(String, AppScreen, [String])] = []
        state.selected = 7
        panels.append(("list", .questions(state), [QuestionsScreen.picker(state, facts: facts).footerText]))
        state.panel = .path(exporting: false, LineEditor(text: language == .ru ? "/дом/колоды/глаголы.тсв" : "/home/me/decks/verbs.tsv"))
        panels.append(("path", .questions(state), [Strings.editorKeys(language)]))
        state.panel = .question(0, action: 0, removing: false)
        panels.append(("question", .questions(state), [QuestionsScreen.questionPicker(facts).footerText]))
        state.panel = .question(0, action: 0, removing: true)
        panels.append(("removing", .questions(state), [Strings.confirmKeys(language)]))
        state.panel = .form(QuestionFormState(editing: entry), id: questions[0].id)
        panels.append(("edit", .questions(state), [Strings.editorKeys(language)]))
        state.panel = .decks(selected: 0)
        panels.append(("decks", .questions(state), [QuestionsScreen.decksPicker(state, facts: facts).footerText]))
        state.panel = .deck(0, action: 0, removing: true)
        panels.append(("deck", .questions(state), [Strings.confirmKeys(language)]))
        state.panel = .report([Strings.deckRemoved(deck.name, cards: 3)(language)], toDecks: true)
        panels.append(("report", .questions(state), [Strings.pressAnyKey(language)]))
        var adding = AddQuestionsState(existing: [entry])
        var form = QuestionFormState()
        for typed in [text, entry.correct] {
            for character in typed { _ = form.press(.character(character), language: language) }
            _ = form.press(.enter, language: language)
        }
        adding.panel = .form(form, replacing: nil)
        panels.append(("form", .addQuestions(adding), [Strings.editorKeys(language)]))
        _ = form.press(.escape, language: language)
        adding.panel = .form(form, replacing: nil)
        panels.append(("discard?", .addQuestions(adding), [Strings.confirmKeys(language)]))
        for _ in 1...6 { adding.add(entry) }
        adding.panel = .summary(first: 0, discarding: false)
        panels.append(("summary", .addQuestions(adding), [AddQuestionsScreen.picker(adding, facts: facts).footerText]))
        adding.panel = .summary(first: 0, discarding: true)
        panels.append(("discard all?", .addQuestions(adding), [Strings.confirmKeys(language)]))
        adding.panel = .pick(editing: true, selected: 2)
        panels.append(("pick", .addQuestions(adding), [AddQuestionsScreen.draftPicker(adding, facts: facts).footerText]))
        let program = AppProgram()
        for (name, screen, keys) in panels {
            let app = AppState(facts: facts, screen: screen)
            for size in Self.sizes {
                let frame = program.view(app, size: size)
                let note = "questions \(name) \(language) \(size.columns)×\(size.rows)"
                #expect(!frame.overflows, "\(note)")
                let joined = frame.lines.map(\.text).joined(separator: " ")
                for line in keys { #expect(joined.contains(line), "\(note): \(line)\n\(frame.text)") }
                for line in keys where line.count <= size.columns { #expect(frame.text.contains(line), "\(note): on one line") }
                if name == "list" { expectMenuFits(frame, QuestionsScreen.picker(state, facts: facts), selected: 7, note) }
                if name == "pick" { expectMenuFits(frame, AddQuestionsScreen.draftPicker(adding, facts: facts), selected: 2, note) }
                if language == .ru { #expect(LatinWords.leaks(in: frame.text).isEmpty, "\(note): English left in\n\(frame.text)") }
            }
        }
    }

    /// The app itself, walked from the main menu through every entry and
    /// the lists and fields they open, its effects run on a temporary data
    /// folder: every frame drawn fits, names its keys, and in Russian has no English.
    @Test(arguments: [Language.en, .ru])
    func everyScreenReachableFromTheMainMenuFitsEverySize(language: Language) async throws {
        let walk =
            "p" + "2" + "o" + "\u{1B}" + "\u{1B}" + "\u{1B}"  // Play: the modes, classic's start screen, its sources; back
            + "t" + "p" + "\u{1B}" + "r" + "x" + "\u{1B}"  // Party: the players typed, the rules; back
            + "r" + " "  // Results, with no games yet
            + "a" + "\u{1B}"  // Add questions: the form, left empty
            + "y" + "d" + " " + "i" + "\u{1B}" + "x" + "\u{1B}" + "\u{1B}"  // Your questions: decks, import, export; back
            + "s" + "\u{1B}"  // Settings
            + "\u{1B}" + "n" + "q"  // Leave? no; quit
        let keyLines = [
            Strings.footerMove, Strings.editorKeys, Strings.pagerKeys, Strings.pressAnyKey, Strings.confirmKeys,
        ].map { $0(language) }
        for size in Self.sizes {
            let terminal = ScriptedTerminal(typing: walk)
            terminal.columns = size.columns
            terminal.rows = size.rows
            var environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
            try environment.stores.settings.update { $0.language = language }
            environment.adopt(try environment.stores.settings.load())
            var menu = MainMenu(environment: environment)
            try await menu.run()
            #expect(terminal.keys.isEmpty, "the walk went as planned")
            #expect(terminal.frames.count >= walk.count, "a frame for each key")
            let visited = [
                Strings.chooseMode, Strings.startTitle(.classic), Strings.chooseSource, Strings.startTitle(.party),
                Strings.partyPlayersPrompt, Strings.menuResults, Strings.newQuestionTitle, Strings.noDecksYet, Strings.importPathPrompt,
                Strings.exportPathPrompt, Strings.settingsTitle, Strings.leaveQuizctl,
            ]
            for title in visited.map({ $0(language) }) {
                let read = { (frame: Frame) in frame.lines.map(\.text).joined(separator: " ") }
                #expect(terminal.frames.contains { read($0).contains(title) }, "\(size.columns)×\(size.rows): \(title) was shown")
            }
            for frame in terminal.frames {
                let note = "\(language) \(size.columns)×\(size.rows)\n\(frame.text)"
                #expect(!frame.overflows && frame.size == size, "\(note)")
                #expect(keyLines.contains { frame.text.contains($0) }, "the keys named: \(note)")
                // A command to type may wrap (`quizctl` at a line's end, `play` under it): read as one line.
                let read = frame.lines.map(\.text).joined(separator: " ")
                if language == .ru { #expect(LatinWords.leaks(in: read).isEmpty, "English left in: \(note)") }
            }
        }
    }

    /// The check itself sees a word broken across lines (as `Share ri`/`ght` was).
    @Test func theCheckSeesABrokenWord() {
        let frame = Frame(size: TerminalSize(columns: 40, rows: 15), styled: ["Date  Prize  Share ri", "ght"])
        withKnownIssue {
            expectNoWordBroken(frame, words: ["Date", "Prize", "Share right"], "a table cut mid-word")
        }
    }
}
