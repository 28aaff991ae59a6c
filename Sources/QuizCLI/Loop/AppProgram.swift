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
        case .modes(let modes): modes.picked == nil
        case .start(let start): start.chosen == nil
        case .results(let results): !results.busy
        case .questions(let questions): !questions.busy
        case .addQuestions(let adding): adding.saving == nil || adding.panel.isSaved
        }
    }

    func update(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
        var state = state
        // No key will come, or work the app needs failed: every screen leaves.
        if event == .endOfInput || event == .effectFinished(.failed) {
            state.done = true
            return (state, [])
        }
        if case .effectFinished(let result) = event, let facts = result.facts { state.facts = facts }
        if case .resize(let size) = event { state.facts.window = size }
        let facts = state.facts
        let (screen, effects, navigation) =
            switch state.screen {
            case .mainMenu(let menu): Self.route(menu, event, facts, MainMenuScreen.update, AppScreen.mainMenu)
            case .settings(let settings): Self.route(settings, event, facts, SettingsScreen.update, AppScreen.settings)
            case .modes(let modes): Self.route(modes, event, facts, ModeMenuScreen.update, AppScreen.modes)
            case .start(let start): Self.route(start, event, facts, StartScreen.update, AppScreen.start)
            case .results(let results): Self.route(results, event, facts, ResultsScreen.update, AppScreen.results)
            case .questions(let questions): Self.route(questions, event, facts, QuestionsScreen.update, AppScreen.questions)
            case .addQuestions(let adding): Self.route(adding, event, facts, AddQuestionsScreen.update, AppScreen.addQuestions)
            }
        state.screen = screen
        state.go(navigation)
        return (state, effects)
    }

    /// `event` handed to one screen's `update`: the screen it leaves, the
    /// work it asks for, and the move on the stack.
    private static func route<Screen>(
        _ screen: Screen, _ event: Event, _ facts: MainMenuFacts,
        _ update: (Screen, Event, MainMenuFacts) -> ScreenStep<Screen>, _ wrap: (Screen) -> AppScreen
    ) -> (AppScreen, [Effect], Navigation) {
        let step = update(screen, event, facts)
        return (wrap(step.state), step.effects, step.navigation)
    }

    func view(_ state: AppState, size: TerminalSize) -> Frame {
        switch state.screen {
        case .mainMenu(let menu): MainMenuScreen.view(menu, facts: state.facts, size: size)
        case .settings(let settings): SettingsScreen.view(settings, facts: state.facts, size: size)
        case .modes(let modes): ModeMenuScreen.view(modes, facts: state.facts, size: size)
        case .start(let start): StartScreen.view(start, facts: state.facts, size: size)
        case .results(let results): ResultsScreen.view(results, facts: state.facts, size: size)
        case .questions(let questions): QuestionsScreen.view(questions, facts: state.facts, size: size)
        case .addQuestions(let adding): AddQuestionsScreen.view(adding, facts: state.facts, size: size)
        }
    }
}
