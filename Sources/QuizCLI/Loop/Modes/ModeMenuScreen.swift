import QuizPlatform

/// Play → "What would you like to play?": each mode with a line on it;
/// picking one reads its start screen (`Effect.openStart`) and opens it.
enum ModeMenuScreen {
    static let modes: [ModeKind] = [.yesno, .classic, .millionaire, .review]

    static func update(_ state: ModeMenuState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<ModeMenuState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.startReady(let start)):
            step.state.picked = nil
            step.navigation = .push(.start(start))
        case .key(let key) where state.picked == nil:
            let action = MenuKey.press(key, on: picker(facts), selected: &step.state.selected, hint: &step.state.hint)
            if action == .cancel { step.navigation = .pop }
            if case .choose(let index) = action {
                step.state.picked = modes[index]
                step.effects = [.openStart(modes[index])]
            }
        default:
            break
        }
        return step
    }

    static func view(_ state: ModeMenuState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        Frame(size: size, styled: picker(facts).lines(selected: state.selected, size: size, hint: state.hint))
    }

    static func picker(_ facts: MainMenuFacts) -> MenuPicker {
        let language = facts.language
        let items = modes.map { mode in
            MenuItem(Strings.modeTitle(mode)(language) + facts.style.dim(" — " + Strings.modeDescription(mode)(language)))
        }
        var picker = MenuPicker(title: Strings.chooseMode(language), items: items, style: facts.style)
        picker.language = language
        return picker
    }

    /// The mode picked on a loop of its own, for `play` without one on a
    /// terminal; nil when the player went back.
    @MainActor
    static func choose(on console: Console, clock: WallClock) -> ModeKind? {
        let program = ScreenProgram(step: update(_:_:facts:), draw: view(_:facts:size:)) { $0.picked != nil }
        return program.run(ModeMenuState(), on: console, clock: clock).picked
    }
}
