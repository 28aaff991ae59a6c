/// The app's one `update` and `view` (hascard's `Glue.hs`): events go to the
/// screen shown, which answers with its next state, effects and a move on
/// the navigation stack; what every screen shares (`facts`) is kept here.
@MainActor
struct AppProgram: LoopProgram {
    func isFinished(_ state: AppState) -> Bool { state.done }

    func tickDelay(_ state: AppState) -> Double? { nil }

    func wantsKeys(_ state: AppState) -> Bool {
        switch state.screen {
        case .mainMenu(let menu): menu.opened == nil
        case .settings(let settings): !settings.saving
        }
    }

    func update(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
        var state = state
        if case .effectFinished(let result) = event, let facts = result.facts { state.facts = facts }
        let effects: [Effect]
        let navigation: Navigation
        switch state.screen {
        case .mainMenu(let menu):
            let step = MainMenuScreen.update(menu, event, facts: state.facts)
            state.screen = .mainMenu(step.state)
            (effects, navigation) = (step.effects, step.navigation)
        case .settings(let settings):
            let step = SettingsScreen.update(settings, event, facts: state.facts)
            state.screen = .settings(step.state)
            (effects, navigation) = (step.effects, step.navigation)
        }
        state.go(navigation)
        return (state, effects)
    }

    func view(_ state: AppState, size: TerminalSize) -> Frame {
        switch state.screen {
        case .mainMenu(let menu): MainMenuScreen.view(menu, facts: state.facts, size: size)
        case .settings(let settings): SettingsScreen.view(settings, facts: state.facts, size: size)
        }
    }
}
