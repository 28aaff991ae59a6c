import QuizPlatform

/// One screen run on a loop of its own, for a caller outside the app's
/// navigation that cannot wait asynchronously (a start screen `play` opens
/// before its game, the party's start screen): the screen's own `update`
/// and `view`, until it goes back or `isDone` says it has its answer.
@MainActor
struct ScreenProgram<Screen>: LoopProgram {
    struct State {
        var screen: Screen
        var facts: MainMenuFacts
        /// The screen went back, or left the app (the end of input).
        var left = false
    }

    let step: (Screen, Event, MainMenuFacts) -> ScreenStep<Screen>
    let draw: (Screen, MainMenuFacts, TerminalSize) -> Frame
    let isDone: (Screen) -> Bool

    func update(_ state: State, _ event: Event) -> (State, [Effect]) {
        var state = state
        if event == .endOfInput || event == .effectFinished(.failed) {
            state.left = true
            return (state, [])
        }
        if case .resize(let size) = event { state.facts.window = size }
        let step = step(state.screen, event, state.facts)
        state.screen = step.state
        state.left = step.navigation != .stay
        return (state, step.effects)
    }

    func view(_ state: State, size: TerminalSize) -> Frame { draw(state.screen, state.facts, size) }
    func tickDelay(_ state: State) -> Double? { nil }
    func wantsKeys(_ state: State) -> Bool { true }
    func isFinished(_ state: State) -> Bool { state.left || isDone(state.screen) }

    /// Runs `screen` on the console's terminal until it is done or goes
    /// back, and gives the screen as it was left.
    func run(_ screen: Screen, on console: Console, clock: WallClock) -> Screen {
        let terminal = console.terminal
        let facts = MainMenuFacts(language: console.language, style: console.style, due: 0, window: terminal.size())
        let loop = AppLoop(program: self, terminal: terminal, clock: clock) { _ in .effectFinished(.failed) }
        return loop.runWithoutEffects(State(screen: screen, facts: facts)).screen
    }
}
