import QuizPlatform

extension LoopProgram {
    /// `first` played on the terminal's run loop, for a program whose only
    /// effect is one the loop runs itself (dropping keys typed ahead).
    func runOnTerminal(_ first: State, effects: [Effect], terminal: Terminal, clock: WallClock) async -> State {
        let loop = AppLoop(program: self, terminal: terminal, clock: clock) { effect in
            assertionFailure("a game asks for no effect the loop does not run itself: \(effect)")
            return .endOfInput
        }
        return await loop.run(first, effects: effects)
    }

    /// `first` played line by line, told by `renderer` (see `LineDriver`).
    func runLineByLine<Renderer: LineRenderer>(
        _ first: State, effects: [Effect], renderer: Renderer, terminal: Terminal, clock: WallClock, readsKeys: Bool
    ) -> State where Renderer.State == State {
        var driver = LineDriver(program: self, renderer: renderer, terminal: terminal, clock: clock, readsKeys: readsKeys)
        return driver.run(first, effects: effects)
    }

    /// Seconds until a countdown of whole seconds shows its next one (0: the time is up).
    static func nextSecond(of left: Double) -> Double {
        let fraction = left - left.rounded(.down)
        return left <= 0 ? 0 : (fraction > 0 ? fraction : min(1, left))
    }
}
