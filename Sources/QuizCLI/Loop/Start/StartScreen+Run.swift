import QuizPlatform

extension StartScreen {
    /// The options to play with, or nil when the player went back: for a
    /// game `play` starts on a terminal, outside the app's navigation. What
    /// the command line gave (`given`) comes first, then what was chosen
    /// last time; the choices are remembered when the game starts.
    func run(given: PlayOptions = PlayOptions()) throws -> PlayOptions? {
        let console = environment.console
        var state = try StartState.load(mode, given: given, in: environment)
        let program = ScreenProgram(step: Self.update(_:_:facts:), draw: Self.view(_:facts:size:)) { $0.chosen != nil }
        state = program.run(state, on: console, clock: environment.clock)
        guard let options = state.chosen else { return nil }
        try StartChoices.store(in: environment.stores).update { $0[mode] = state.choice }
        return options
    }
}
