import QuizPlatform

/// Add questions: the form for each question, then every question written
/// with its problems over Add another · Edit · Delete · Save all · Cancel;
/// nothing is saved before Save all (an effect, through `AddCommand.save`).
/// Throwing typed or written questions away is asked first (issue 28).
enum AddQuestionsScreen {
    static func update(_ state: AddQuestionsState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<AddQuestionsState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.questionsSaved(let report)):
            step.state.panel = .saved(report, first: 0)
        case .effectFinished(.questionsRefused(let problem)):
            step.state.saving = nil
            step.state.message = problem
            step.state.panel = .summary(first: 0, discarding: false)
        case .key(let key) where state.saving == nil || state.panel.isSaved:
            press(key, on: &step, facts: facts)
        default:
            break
        }
        return step
    }

    private static func press(_ key: Key, on step: inout ScreenStep<AddQuestionsState>, facts: MainMenuFacts) {
        var state = step.state
        state.message = nil
        switch state.panel {
        case .form(var form, let replacing):
            switch form.press(key, language: facts.language) {
            case .editing: state.panel = .form(form, replacing: replacing)
            case .done(let entry):
                if let replacing { state.replace(at: replacing, with: entry) } else { state.add(entry) }
                state.panel = .summary(first: 0, discarding: false)
            case .gaveUp where state.drafts.isEmpty:
                state.cancelled = true
                step.navigation = .pop
            case .gaveUp: state.panel = .summary(first: 0, discarding: false)
            }
        case .summary(let first, discarding: true):
            guard let yes = AnswerKey.yesOrNo(key, language: facts.language) else { break }
            state.panel = .summary(first: first, discarding: false)
            if yes {
                state.cancelled = true
                step.navigation = .pop
            }
        case .summary(let first, discarding: false):
            let bottom = summaryBottom(state, facts: facts, size: facts.window)
            if let next = summary(state, facts: facts, columns: facts.window.columns).scrolled(
                first, by: key, under: bottom, size: facts.window)
            {
                state.panel = .summary(first: next, discarding: false)
                break
            }
            switch MenuKey.press(key, on: picker(state, facts: facts), selected: &state.action, hint: &state.hint) {
            case .choose(0): state.panel = .form(QuestionFormState(), replacing: nil)
            case .choose(1): state.panel = .pick(editing: true, selected: 0)
            case .choose(2): state.panel = .pick(editing: false, selected: 0)
            case .choose(3):
                guard case .success = state.builder.build() else {
                    state.message = Strings.builderFixFirst
                    break
                }
                state.saving = state.drafts
                step.effects = [.saveQuestions(state.drafts)]
            case .choose, .cancel: state.panel = .summary(first: first, discarding: true)
            case .move, .ignore: break
            }
        case .pick(let editing, var selected):
            var hint: String?
            switch MenuKey.press(key, on: draftPicker(state, facts: facts), selected: &selected, hint: &hint) {
            case .choose(let index) where editing:
                state.panel = .form(QuestionFormState(editing: state.drafts[index]), replacing: index)
            case .choose(let index):
                state.remove(at: index)
                state.panel = .summary(first: 0, discarding: false)
                if state.drafts.isEmpty {
                    state.cancelled = true
                    step.navigation = .pop
                }
            case .cancel: state.panel = .summary(first: 0, discarding: false)
            case .move, .ignore:
                state.hint = hint
                state.panel = .pick(editing: editing, selected: selected)
            }
        case .saved(let report, let first):
            if let next = saved(report, facts: facts).scrolled(first, by: key, under: anyKey(facts), size: facts.window) {
                state.panel = .saved(report, first: next)
                break
            }
            // Read: any other key goes back, to a list read again.
            step.navigation = .pop
            step.effects = [.loadQuestions]
        }
        step.state = state
    }

    static func view(_ state: AddQuestionsState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let style = facts.style
        let language = facts.language
        let lines: [String]
        switch state.panel {
        case .form(let form, _): lines = form.lines(style: style, language: language, size: size)
        case .summary(let first, _):
            lines = summary(state, facts: facts, columns: size.columns).lines(
                first: first, under: summaryBottom(state, facts: facts, size: size), size: size)
        case .pick(_, let selected): lines = draftPicker(state, facts: facts).lines(selected: selected, size: size, hint: state.hint)
        case .saved(let report, let first): lines = saved(report, facts: facts).lines(first: first, under: anyKey(facts), size: size)
        }
        return Frame(size: size, styled: lines)
    }

    /// What saving printed, to read.
    private static func saved(_ report: [String], facts: MainMenuFacts) -> ScrolledText {
        ScrolledText(text: report, style: facts.style, language: facts.language)
    }

    private static func anyKey(_ facts: MainMenuFacts) -> [String] { ["", facts.style.dim(Strings.pressAnyKey(facts.language))] }

    /// Every draft, numbered, with its problems under it; a line too long
    /// for `columns` goes on under its own start, not at the margin.
    static func summary(_ state: AddQuestionsState, facts: MainMenuFacts, columns: Int) -> ScrolledText {
        let style = facts.style
        let language = facts.language
        let builder = state.builder
        var lines = [style.bold(Strings.builderSummary(state.drafts.count)(language))]
        for (index, draft) in state.drafts.enumerated() {
            let wrong = draft.incorrect.filter { !$0.isEmpty }.joined(separator: ", ")
            let number = "\(index + 1). "
            lines += hanging(
                number,
                draft.text.terminalSafe + "  " + style.green(style.glyphs.right + " " + draft.correct.terminalSafe)
                    + style.dim("  \(style.glyphs.wrong) " + wrong.terminalSafe), columns: columns)
            for problem in builder.problems(of: draft, among: Array(state.drafts[..<index])) {
                lines += hanging("   ! ", style.red(problem.message(language)), columns: columns)
            }
        }
        return ScrolledText(text: lines, style: style, language: language)
    }

    /// `text` after `lead`, wrapped so its next lines start under its first.
    private static func hanging(_ lead: String, _ text: String, columns: Int) -> [String] {
        let indent = String(repeating: " ", count: lead.count)
        return TextWrap.wrap(text, width: max(1, columns - lead.count)).enumerated().map { ($0.offset == 0 ? lead : indent) + $0.element }
    }

    /// Under the drafts: the menu, or the question before they are thrown away.
    private static func summaryBottom(_ state: AddQuestionsState, facts: MainMenuFacts, size: TerminalSize) -> [String] {
        if case .summary(_, discarding: true) = state.panel {
            return MenuPicker.question(Strings.discardUnsavedQuestions(state.drafts.count), facts: facts, columns: size.columns)
        }
        let picker = picker(state, facts: facts)
        let hint = state.message.map { $0(facts.language) } ?? state.hint
        let menu = TerminalSize(columns: size.columns, rows: picker.items.count + (hint == nil ? 2 : 3))
        return [""] + picker.lines(selected: state.action, size: menu, hint: hint)
    }

    static func picker(_ state: AddQuestionsState, facts: MainMenuFacts) -> MenuPicker {
        let language = facts.language
        let items = [
            MenuItem(Strings.builderAddAnother(language), hotKey: "a"),
            MenuItem(Strings.builderEdit(language), hotKey: "e"),
            MenuItem(Strings.builderDelete(language), hotKey: "d"),
            MenuItem(facts.style.green(Strings.builderSaveAll(state.drafts.count)(language)), hotKey: "s"),
            MenuItem(Strings.builderCancel(language), hotKey: "q"),
        ]
        return MenuPicker.onLoop(Strings.builderWhatNext, items, facts: facts)
    }

    static func draftPicker(_ state: AddQuestionsState, facts: MainMenuFacts) -> MenuPicker {
        MenuPicker.onLoop(
            Strings.builderWhichQuestion, state.drafts.enumerated().map { MenuItem("\($0.offset + 1). \($0.element.text.terminalSafe)") },
            facts: facts)
    }

}

extension AddQuestionsState.Panel {
    var isSaved: Bool {
        if case .saved = self { return true }
        return false
    }
}
