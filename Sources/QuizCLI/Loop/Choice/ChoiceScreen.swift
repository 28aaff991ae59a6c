import QuizPlatform

/// A `ChoiceState` on the run loop: the heading over the menu, which keeps
/// its items and keys whole; the heading gives up its last rows first.
enum ChoiceScreen {
    static func update(_ state: ChoiceState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<ChoiceState> {
        var step = ScreenStep(state: state)
        switch event {
        case .key(let key):
            switch MenuKey.press(key, on: state.picker, selected: &step.state.selected, hint: &step.state.hint) {
            case .choose(let index): step.state.answer = .some(index)
            case .cancel: step.state.answer = .some(nil)
            case .move, .ignore: break
            }
        case .endOfInput:
            step.state.answer = .some(nil)
        default:
            break
        }
        return step
    }

    static func view(_ state: ChoiceState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let columns = max(1, size.columns)
        let heading = state.heading.flatMap { TextWrap.wrap($0, width: columns) }
        let menuRows = max(min(size.rows, state.picker.items.count + 3), size.rows - heading.count - 1)
        let menu = state.picker.lines(selected: state.selected, size: TerminalSize(columns: columns, rows: menuRows), hint: state.hint)
        let shown = Array(heading.prefix(max(0, size.rows - menu.count - 1)))
        return Frame(size: size, styled: shown + (shown.isEmpty ? [] : [""]) + menu)
    }

    /// The item picked, or nil for back (Escape, `q`, the end of input).
    @MainActor
    static func ask(_ state: ChoiceState, on console: Console, clock: WallClock) -> Int? {
        let program = ScreenProgram(step: update(_:_:facts:), draw: view(_:facts:size:)) { $0.answer != nil }
        return program.run(state, on: console, clock: clock).answer ?? nil
    }
}
