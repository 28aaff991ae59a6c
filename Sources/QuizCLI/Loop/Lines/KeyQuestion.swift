/// A question answered with one key, asked where output is appended under
/// what was written (a confirmation at the command line, "Play again?"
/// after a result read in order, "press any key"): the key's meaning is the
/// answer; the end of input is `atEnd`. Run by a `LineDriver` that reads
/// keys, told by `InlineQuestion`.
struct KeyQuestion<Answer>: LoopProgram {
    struct State {
        var answer: Answer?
    }

    /// What a key answers; nil: it means nothing here, the question waits.
    let meaning: (Key) -> Answer?
    let atEnd: Answer

    func update(_ state: State, _ event: Event) -> (State, [Effect]) {
        switch event {
        case .key(let key): (State(answer: meaning(key)), [])
        case .endOfInput: (State(answer: atEnd), [])
        default: (state, [])
        }
    }

    func view(_ state: State, size: TerminalSize) -> Frame { Frame(size: size, lines: []) }
    func tickDelay(_ state: State) -> Double? { nil }
    func wantsKeys(_ state: State) -> Bool { true }
    func isFinished(_ state: State) -> Bool { state.answer != nil }

    /// The answer, `question` written first on `console`'s display, and the
    /// line ended once it is answered. Keys typed before the question was
    /// asked are dropped when `fresh`: they were meant for what came before.
    @MainActor
    func ask(_ question: String, on console: Console, fresh: Bool = false) -> Answer {
        if fresh { console.terminal.discardTypedAhead() }
        let renderer = InlineQuestion<Answer>(console: console, question: question)
        return runLineByLine(
            State(), effects: [], renderer: renderer, terminal: console.terminal, clock: .live, readsKeys: true
        ).answer ?? atEnd
    }
}

/// Tells a `KeyQuestion`: the question once, and a line break when it is answered.
@MainActor
struct InlineQuestion<Answer>: LineRenderer {
    let console: Console
    let question: String

    func tell(_ state: KeyQuestion<Answer>.State, after event: Event?) {
        if event == nil { console.draw(question) }
        if state.answer != nil { console.draw("\n") }
    }

    func wait(_ state: KeyQuestion<Answer>.State, tick: Double?) -> Double? { nil }
}
