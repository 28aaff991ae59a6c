import QuizPlatform
import TriviaSource

/// A mode's start screen, before a game started from the menus (or a
/// `quizctl play classic` on a terminal with no filters given): where the
/// questions come from, and what `play`'s options would say (category,
/// difficulty, type, count, time per question, today's challenge). Each
/// row steps through its values or opens a list; Start asks for the game
/// (`Effect.startGame`), which remembers the choices per mode in quizctl.db
/// (`StartChoices`), never in the settings.
@MainActor
struct StartScreen {
    let environment: AppEnvironment
    let mode: ModeKind

    static func update(_ state: StartState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<StartState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.played):
            step.navigation = .home
        case .key(let key) where state.chosen == nil:
            press(key, on: &step, facts: facts)
        default:
            break
        }
        return step
    }

    private static func press(_ key: Key, on step: inout ScreenStep<StartState>, facts: MainMenuFacts) {
        var state = step.state
        switch state.panel {
        case .rows:
            switch MenuKey.press(key, on: picker(state, facts: facts), selected: &state.selected, hint: &state.hint) {
            case .choose(let index):
                state.pick(state.rows[index])
                if let options = state.chosen { step.effects = [.startGame(state.mode, state.choice, options)] }
            case .cancel: step.navigation = .pop
            case .move, .ignore: break
            }
        case .sources(let selected, let hint):
            let list = sourcePicker(state, facts: facts)
            pressList(key, list, selected, hint, in: &state, choose: { $0.chooseSource($1) }, reopen: StartPanel.sources)
        case .categories(let selected, let hint):
            let list = categoryPicker(state, facts: facts)
            pressList(key, list, selected, hint, in: &state, choose: { $0.chooseCategory($1) }, reopen: StartPanel.categories)
        case .players(var editor, let problem):
            switch editor.apply(key) {
            case .editing: state.panel = .players(editor, problem: problem)
            case .accepted(let text):
                if let problem = state.typePlayers(text) {
                    state.panel = .players(editor, problem: problem)
                } else {
                    state.panel = .rows
                }
            case .cancelled, .ended: state.panel = .rows
            }
        case .rules(let first):
            switch key {
            case .up, .down, .pageUp, .pageDown, .home, .end, .character(" "):
                let next = rules(state, facts: facts).scrolled(first, by: key, size: facts.window) ?? first
                state.panel = .rules(first: next)
            default:
                // Read: any other key goes back to the rows.
                state.panel = .rows
            }
        }
        step.state = state
    }

    /// A key on a list a row opened: a pick sets the row and closes the
    /// list, back closes it, a move stays on it.
    private static func pressList(
        _ key: Key, _ list: MenuPicker, _ selected: Int, _ hint: String?, in state: inout StartState,
        choose: (inout StartState, Int) -> Void, reopen: (Int, String?) -> StartPanel
    ) {
        var selected = selected
        var hint = hint
        switch MenuKey.press(key, on: list, selected: &selected, hint: &hint) {
        case .choose(let index):
            choose(&state, index)
            state.panel = .rows
        case .cancel: state.panel = .rows
        case .move, .ignore: state.panel = reopen(selected, hint)
        }
    }

    static func view(_ state: StartState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let lines: [String] =
            switch state.panel {
            case .rows: picker(state, facts: facts).lines(selected: state.selected, size: size, hint: state.hint)
            case .sources(let selected, let hint): sourcePicker(state, facts: facts).lines(selected: selected, size: size, hint: hint)
            case .categories(let selected, let hint):
                categoryPicker(state, facts: facts).lines(selected: selected, size: size, hint: hint)
            case .players(let editor, let problem):
                LineEntryView.lines(
                    Strings.partyPlayersPrompt, editor: editor, context: problem.map { [facts.style.red($0(facts.language))] } ?? [],
                    style: facts.style, language: facts.language, size: size)
            case .rules(let first): rules(state, facts: facts).lines(first: first, size: size)
            }
        return Frame(size: size, styled: lines)
    }

    static func picker(_ state: StartState, facts: MainMenuFacts) -> MenuPicker {
        MenuPicker.onLoop(Strings.startTitle(state.mode), state.rows.map { $0.item(in: state, facts: facts) }, facts: facts)
    }

    static func sourcePicker(_ state: StartState, facts: MainMenuFacts) -> MenuPicker {
        MenuPicker.onLoop(Strings.chooseSource, state.sources.map { MenuItem($0.label(facts.language)) }, facts: facts)
    }

    static func categoryPicker(_ state: StartState, facts: MainMenuFacts) -> MenuPicker {
        let names = state.categoryNames.map { MenuItem(TriviaCategory.title(of: $0)(facts.language).terminalSafe) }
        return MenuPicker.onLoop(Strings.filterCategory, [MenuItem(Strings.anyCategory(facts.language))] + names, facts: facts)
    }

    /// The whole rules of the party chosen, to scroll through.
    static func rules(_ state: StartState, facts: MainMenuFacts) -> TextPager {
        let game = state.choice.partyGame ?? "turn"
        let board = PartyBoard(style: facts.style, language: facts.language)
        let lines = board.rules(
            PartyStyle(rawValue: game) ?? .turn, millionaire: game == "millionaire",
            scoring: PartyScoring(timeLimit: state.choice.timer ?? 0))
        return TextPager(lines: lines, style: facts.style, language: facts.language)
    }
}
