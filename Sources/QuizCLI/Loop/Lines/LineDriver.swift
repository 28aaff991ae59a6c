import QuizPlatform

/// Runs a `LoopProgram` where output is appended line by line: a script
/// (standard input not a terminal) or accessible mode (`--plain`). The
/// events are the terminal loop's (a line of the script, or a key in
/// accessible mode on a terminal; ticks from the injected clock; `fg`), the
/// `update` is the same, and a `LineRenderer` says what changed instead of
/// drawing frames: so the three can never disagree on the rules.
@MainActor
struct LineDriver<Program: LoopProgram, Renderer: LineRenderer> where Renderer.State == Program.State {
    let program: Program
    var renderer: Renderer
    let terminal: Terminal
    /// The time ticks carry: the injected clock.
    let clock: WallClock
    /// Whether input is single keys (accessible mode on a terminal) rather
    /// than lines: a script's lines are written in advance, so none is
    /// type-ahead to drop.
    let readsKeys: Bool

    /// Runs until the program is finished with the state, and gives that
    /// state; `effects` are those the first state asked for.
    mutating func run(_ initial: Program.State, effects: [Effect] = []) -> Program.State {
        var state = initial
        start(effects)
        renderer.tell(state, after: nil)
        while !program.isFinished(state) {
            let event = nextEvent(for: state)
            let (next, effects) = program.update(state, event)
            state = next
            start(effects)
            renderer.tell(state, after: event)
        }
        return state
    }

    /// The effects a round asks for: only dropping keys typed ahead.
    private func start(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .discardTypedAhead: if readsKeys { terminal.discardTypedAhead() }
            default: assertionFailure("a round or a party asks for no other effect: \(effect)")
            }
        }
    }

    private func nextEvent(for state: Program.State) -> Event {
        let delay = renderer.wait(state, tick: program.tickDelay(state))
        // Already due: the time is up, the pause over.
        if let delay, delay <= 0 { return .tick(clock.now()) }
        while true {
            guard program.wantsKeys(state) else {
                // A pause: input waits unread for the state after it.
                switch terminal.nextInput(delay, -1, false) {
                case .resumed(let seconds): return .resumed(suspendedFor: seconds)
                case .endOfInput: return .endOfInput
                default: return .tick(clock.now())
                }
            }
            guard readsKeys else {
                switch terminal.readLine(delay) {
                case .line(let line): return .line(line)
                case .timedOut: return .tick(clock.now())
                case .endOfInput: return .endOfInput
                }
            }
            switch terminal.nextInput(delay, -1, true) {
            case .key(let key): return .key(key)
            case .timedOut: return .tick(clock.now())
            case .endOfInput: return .endOfInput
            case .resumed(let seconds): return .resumed(suspendedFor: seconds)
            // Nothing is redrawn here; nothing else is posted to this driver.
            case .resized, .posted: continue
            }
        }
    }
}
