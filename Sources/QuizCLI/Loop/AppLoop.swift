import QuizPlatform

/// The one run loop: it draws the state, takes the next event from its one
/// queue (keys, ticks, resizes, `fg`, effects finishing, messages from
/// outside), updates the state, starts the effects asked for, and draws the
/// lines that changed.
///
/// Keys are read by `poll` on the main thread, never on Swift's cooperative
/// pool, and only while no effect runs: a screen handed the terminal reads
/// its own keys, and keys typed while questions load wait in the terminal.
/// Events posted from other threads wake the wait through the queue's pipe.
@MainActor
final class AppLoop<Program: LoopProgram> {
    let program: Program
    let terminal: Terminal
    /// The time ticks carry: the injected clock.
    let clock: WallClock
    /// Runs an effect off the loop; its event comes back through the queue.
    let runEffect: (Effect) async -> Event
    /// Where effects and other threads post their events (`post`).
    let queue = EventQueue()
    private var running = 0
    private var size: TerminalSize

    init(program: Program, terminal: Terminal, clock: WallClock, runEffect: @escaping (Effect) async -> Event) {
        self.program = program
        self.terminal = terminal
        self.clock = clock
        self.runEffect = runEffect
        size = terminal.size()
    }

    /// Runs until the program is finished with the state, and gives that
    /// state; `effects` are those the first state asked for.
    func run(_ initial: Program.State, effects: [Effect] = []) async -> Program.State {
        var state = initial
        begin()
        defer { terminal.showCursor() }
        for effect in effects { start(effect) }
        draw(state)
        while !program.isFinished(state) {
            let event = await nextEvent(for: state)
            let (next, effects) = advance(state, by: event)
            state = next
            for effect in effects { start(effect) }
            draw(state)
        }
        return state
    }

    /// Runs a program that asks for no work off the loop, for a caller that
    /// cannot wait asynchronously (a start screen `play` opens before its
    /// game, the party's start screen): the same events, `update`, `view`
    /// and frames as `run`. Effects other than dropping typed keys are not
    /// run: such a program's state says what was chosen instead.
    func runWithoutEffects(_ initial: Program.State) -> Program.State {
        var state = initial
        begin()
        defer { terminal.showCursor() }
        draw(state)
        while !program.isFinished(state) {
            let delay = program.tickDelay(state)
            let event =
                if let queued = queue.take() {
                    queued
                } else if let delay, delay <= 0 {
                    Event.tick(clock.now())
                } else {
                    waitOnTerminal(delay, wantsKeys: program.wantsKeys(state))
                }
            let (next, effects) = advance(state, by: event)
            state = next
            if effects.contains(.discardTypedAhead) { terminal.discardTypedAhead() }
            draw(state)
        }
        // The caller goes on writing: below the last frame, on a line of its own.
        terminal.write(FrameDiff.lineUnder(program.view(state, size: size)), .output)
        return state
    }

    private func begin() {
        terminal.hideCursor(.output)
        terminal.forgetFrame()
    }

    /// The state after `event`, and the effects it asks for; a new size or
    /// the shell drawing over the screen (`fg`) makes the next frame whole.
    private func advance(_ state: Program.State, by event: Event) -> (Program.State, [Effect]) {
        switch event {
        case .resize(let newSize):
            size = newSize
            terminal.forgetFrame()
        case .resumed:
            terminal.forgetFrame()
        default: break
        }
        return program.update(state, event)
    }

    private func draw(_ state: Program.State) {
        terminal.showFrame(program.view(state, size: size))
    }

    private func start(_ effect: Effect) {
        if effect == .discardTypedAhead {
            terminal.discardTypedAhead()
            return
        }
        running += 1
        Task { @MainActor in
            let event = await runEffect(effect)
            running -= 1
            // A screen not on this loop may have drawn meanwhile, and taken
            // the window's resizes: this loop hears of the size it has now.
            if effect.takesTerminal {
                terminal.forgetFrame()
                let now = terminal.size()
                if now != size { queue.post(.resize(now)) }
            }
            queue.post(event)
        }
    }

    private func nextEvent(for state: Program.State) async -> Event {
        if let queued = queue.take() { return queued }
        let delay = program.tickDelay(state)
        // A tick already due comes before any key: the pause is over, the time is up.
        if let delay, delay <= 0 { return .tick(clock.now()) }
        if running > 0 {
            // The terminal belongs to the effect (or nobody) until it reports back.
            let ticker = delay.map { seconds in
                Task { [queue, clock] in
                    try? await Task.sleep(for: .seconds(seconds))
                    if !Task.isCancelled { queue.post(.tick(clock.now())) }
                }
            }
            defer { ticker?.cancel() }
            return await queue.next()
        }
        return waitOnTerminal(delay, wantsKeys: program.wantsKeys(state))
    }

    /// The next key, signal or posted event, or a tick after `delay` seconds.
    private func waitOnTerminal(_ delay: Double?, wantsKeys: Bool) -> Event {
        while true {
            switch terminal.nextInput(delay, queue.wakeDescriptor, wantsKeys) {
            case .key(let key): return .key(key)
            case .timedOut: return .tick(clock.now())
            case .endOfInput: return .endOfInput
            case .resized: return .resize(terminal.size())
            case .resumed(let seconds): return .resumed(suspendedFor: seconds)
            case .posted:
                if let queued = queue.take() { return queued }
            }
        }
    }
}
