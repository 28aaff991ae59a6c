import QuizPlatform

/// Your questions: write new ones (Add questions, pushed), import a file
/// or export to one (the path typed, then what `quizctl import PATH` and
/// `quizctl export FILE` print), your decks, and every saved question,
/// which opens to be edited or removed. Each change runs the command's own
/// code in an effect, so the menu and the command line cannot disagree.
enum QuestionsScreen {
    static func update(_ state: QuestionsState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<QuestionsState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.questionsReady(let data)):
            step.state.busy = false
            step.state.data = data
            step.state.selected = min(step.state.selected, max(0, items(data, facts: facts).count - 1))
        case .effectFinished(.questionsChanged(let data, let report)):
            step.state.busy = false
            step.state.data = data
            var toDecks = false
            if case .deck = state.panel { toDecks = true }
            step.state.panel = .report(report, toDecks: toDecks)
        case .key(let key) where !state.busy:
            press(key, on: &step, facts: facts)
        default:
            break
        }
        return step
    }

    private static func press(_ key: Key, on step: inout ScreenStep<QuestionsState>, facts: MainMenuFacts) {
        var state = step.state
        let language = facts.language
        let (text, bottom) = text(of: state, facts: facts, size: facts.window)
        if let next = text.scrolled(state.first, by: key, under: bottom, size: facts.window) {
            step.state.first = next
            return
        }
        defer {
            // Text newly shown is read from its top.
            if step.state.panel.kind != state.panel.kind { step.state.first = 0 }
        }
        switch state.panel {
        case .list:
            switch MenuKey.press(key, on: picker(state, facts: facts), selected: &state.selected, hint: &state.hint) {
            case .choose(0):
                step.navigation = .push(.addQuestions(AddQuestionsState(existing: state.data.questions.map(\.entry))))
            case .choose(1): state.panel = .path(exporting: false, LineEditor())
            case .choose(2): state.panel = .path(exporting: true, LineEditor())
            case .choose(3): state.panel = .decks(selected: 0)
            case .choose(let index): state.panel = .question(index - 4, action: 0, removing: false)
            case .cancel: step.navigation = .pop
            case .move, .ignore: break
            }
        case .path(let exporting, var editor):
            switch editor.apply(key) {
            case .editing: state.panel = .path(exporting: exporting, editor)
            case .accepted(let path) where !path.trimmingSpaces().isEmpty:
                state.busy = true
                step.effects = [exporting ? .exportFile(path.trimmingSpaces()) : .importFile(path.trimmingSpaces())]
            case .accepted, .cancelled, .ended: state.panel = .list
            }
        case .report(_, let toDecks):
            state.panel = toDecks ? .decks(selected: 0) : .list
        case .question(let index, _, removing: true), .deck(let index, _, removing: true):
            guard let yes = AnswerKey.yesOrNo(key, language: language) else { break }
            let removing = state.panel
            if !yes {
                state.panel = .report([Strings.nothingChanged(language)], toDecks: removing.isDeck)
            } else {
                state.busy = true
                step.effects = [
                    removing.isDeck ? .removeDeck(state.data.decks[index].name) : .removeQuestion(state.data.questions[index].id)
                ]
            }
        case .question(let index, var action, removing: false):
            var hint: String?
            switch MenuKey.press(key, on: questionPicker(facts), selected: &action, hint: &hint) {
            case .choose(0):
                let question = state.data.questions[index]
                state.panel = .form(QuestionFormState(editing: question.entry), id: question.id)
            case .choose(1): state.panel = .question(index, action: action, removing: true)
            case .choose, .cancel: state.panel = .list
            case .move, .ignore: state.panel = .question(index, action: action, removing: false)
            }
        case .form(var form, let id):
            switch form.press(key, language: language) {
            case .editing: state.panel = .form(form, id: id)
            case .done(let entry):
                state.panel = .form(form, id: id)
                state.busy = true
                step.effects = [.replaceQuestion(id, entry)]
            case .gaveUp: state.panel = .list
            }
        case .decks(var selected):
            guard !state.data.decks.isEmpty else {
                // Only a sentence to read: any key goes back.
                state.panel = .list
                break
            }
            var hint: String?
            switch MenuKey.press(key, on: decksPicker(state, facts: facts), selected: &selected, hint: &hint) {
            case .choose(let index): state.panel = .deck(index, action: 0, removing: false)
            case .cancel: state.panel = .list
            case .move, .ignore: state.panel = .decks(selected: selected)
            }
        case .deck(let index, var action, removing: false):
            var hint: String?
            let deck = state.data.decks[index]
            let style = state.data.deckStyles[deck: deck]
            switch MenuKey.press(key, on: deckPicker(facts, style: style), selected: &action, hint: &hint) {
            case .choose(0): state.panel = .deck(index, action: action, removing: true)
            case .choose(1):
                // The next way round: as the review is played, then each style in turn.
                let styles: [AnswerStyle?] = [nil] + AnswerStyle.allCases
                state.panel = .deck(index, action: action, removing: false)
                state.busy = true
                step.effects = [.setDeckAnswerStyle(deckKey: deck.key, StartRow.next(after: style, in: styles))]
            case .choose, .cancel: state.panel = .decks(selected: index)
            case .move, .ignore: state.panel = .deck(index, action: action, removing: false)
            }
        }
        step.state = state
    }

    static func view(_ state: QuestionsState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let style = facts.style
        let language = facts.language
        let lines: [String]
        switch state.panel {
        case .list: lines = picker(state, facts: facts).lines(selected: state.selected, size: size, hint: state.hint)
        case .path(let exporting, let editor):
            let label = exporting ? Strings.exportPathPrompt : Strings.importPathPrompt
            lines = LineEntryView.lines(label, editor: editor, style: style, language: language, size: size)
        case .decks(let selected) where !state.data.decks.isEmpty:
            lines = decksPicker(state, facts: facts).lines(selected: selected, size: size)
        case .report, .question, .deck, .decks:
            let (text, bottom) = text(of: state, facts: facts, size: size)
            lines = text.lines(first: state.first, under: bottom, size: size)
        case .form(let form, _): lines = form.lines(style: style, language: language, size: size)
        }
        return Frame(size: size, styled: lines)
    }

    /// What a panel shows to read, scrolled with PgUp and PgDn when it does
    /// not fit, and what stays whole under it: the menu, the question, the key
    /// that goes back. Empty for a panel that is a list or a field.
    private static func text(of state: QuestionsState, facts: MainMenuFacts, size: TerminalSize) -> (ScrolledText, [String]) {
        let style = facts.style
        let language = facts.language
        let anyKey = ["", style.dim(Strings.pressAnyKey(language))]
        func scrolled(_ lines: [String], _ bottom: [String]) -> (ScrolledText, [String]) {
            (ScrolledText(text: lines, style: style, language: language), bottom)
        }
        switch state.panel {
        case .report(let report, _): return scrolled(report, anyKey)
        case .question(let index, let action, let removing):
            let question = state.data.questions[index]
            let bottom =
                removing
                ? MenuPicker.question(Strings.confirmRemoveQuestion(question.entry.text.terminalSafe), facts: facts, columns: size.columns)
                : [""] + questionPicker(facts).lines(selected: action, size: TerminalSize(columns: size.columns, rows: 5))
            return scrolled(details(question, facts: facts), bottom)
        case .deck(let index, let action, let removing):
            let deck = state.data.decks[index]
            let bottom =
                removing
                ? MenuPicker.question(Strings.confirmRemoveDeck(deck.name), facts: facts, columns: size.columns)
                : [""]
                    + deckPicker(facts, style: state.data.deckStyles[deck: deck]).lines(
                        selected: action, size: TerminalSize(columns: size.columns, rows: 5))
            return scrolled([style.bold(deck.name.terminalSafe), Strings.deckCardCount(deck.cardCount)(language)], bottom)
        case .decks where state.data.decks.isEmpty:
            return scrolled([style.bold(Strings.menuDecks(language)), "", Strings.noDecksYet(language)], anyKey)
        case .list, .path, .form, .decks: return scrolled([], [])
        }
    }

    /// A question in full: the text, the right and wrong answers, what else is known of it.
    private static func details(_ question: CustomQuestion, facts: MainMenuFacts) -> [String] {
        let style = facts.style
        let entry = question.entry
        var lines = [style.bold(entry.text.terminalSafe), "  " + style.green(style.glyphs.right + " " + entry.correct.terminalSafe)]
        lines += entry.incorrect.map { "  " + style.red(style.glyphs.wrong + " " + $0.terminalSafe) }
        let known = [
            entry.category?.terminalSafe,
            entry.difficulty.map { Strings.difficultyValue(DifficultySetting(rawValue: $0.rawValue) ?? .any)(facts.language) },
            question.pack,
        ]
        let said = known.compactMap { $0 }
        if !said.isEmpty { lines.append(style.dim(said.joined(separator: " · "))) }
        return lines
    }

    static func items(_ data: QuestionsData, facts: MainMenuFacts) -> [MenuItem] {
        let language = facts.language
        let style = facts.style
        let actions = [
            MenuItem(Strings.questionsWrite(language), hotKey: "w"),
            MenuItem(Strings.questionsImport(language), hotKey: "i"),
            MenuItem(Strings.questionsExport(language), hotKey: "x"),
            MenuItem(Strings.menuDecks(language), hotKey: "d"),
        ]
        return actions
            + data.questions.map {
                MenuItem($0.entry.text.terminalSafe + style.dim("  \(style.glyphs.right) " + $0.entry.correct.terminalSafe))
            }
    }

    static func picker(_ state: QuestionsState, facts: MainMenuFacts) -> MenuPicker {
        MenuPicker.onLoop(Strings.yourQuestionsTitle(state.data.questions.count), items(state.data, facts: facts), facts: facts)
    }

    static func questionPicker(_ facts: MainMenuFacts) -> MenuPicker {
        let language = facts.language
        let items = [
            MenuItem(Strings.questionEdit(language), hotKey: "e"),
            MenuItem(Strings.questionRemove(language), hotKey: "r"),
            MenuItem(Strings.menuBack(language), hotKey: "b"),
        ]
        return MenuPicker.onLoop(Strings.whatNow, items, facts: facts)
    }

    /// Your decks: a list first; removing is offered once a deck is open (issue 28).
    static func decksPicker(_ state: QuestionsState, facts: MainMenuFacts) -> MenuPicker {
        let items = state.data.decks.map { deck in
            MenuItem(deck.name.terminalSafe + facts.style.dim("  " + Strings.deckCardCount(deck.cardCount)(facts.language)))
        }
        return MenuPicker.onLoop(Strings.menuDecks, items, facts: facts)
    }

    /// An open deck: remove it, change how its cards are answered in a review, or go back.
    static func deckPicker(_ facts: MainMenuFacts, style: AnswerStyle?) -> MenuPicker {
        let items = [
            MenuItem(Strings.questionRemove(facts.language), hotKey: "r"),
            MenuItem(Strings.deckAnswerByItem(style)(facts.language), hotKey: "a"),
            MenuItem(Strings.menuBack(facts.language), hotKey: "b"),
        ]
        return MenuPicker.onLoop(Strings.whatNow, items, facts: facts)
    }
}

extension QuestionsState.Panel {
    /// Which panel this is, whatever it holds.
    var kind: Int {
        switch self {
        case .list: 0
        case .path: 1
        case .report: 2
        case .question: 3
        case .form: 4
        case .decks: 5
        case .deck: 6
        }
    }

    var isDeck: Bool {
        if case .deck = self { return true }
        return false
    }
}
