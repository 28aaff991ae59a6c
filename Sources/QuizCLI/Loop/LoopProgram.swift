/// What the run loop runs, in the Elm architecture's shape: a state, a pure
/// `update` that turns an event into the next state and the effects it
/// asks for, and a pure `view` of a state for a window.
@MainActor
protocol LoopProgram {
    associatedtype State

    /// The next state after `event`, and the work it asks for.
    func update(_ state: State, _ event: Event) -> (State, [Effect])
    /// The frame `state` shows in a window of `size`.
    func view(_ state: State, size: TerminalSize) -> Frame
    /// Seconds until `state` wants a tick (a countdown's next second, the
    /// end of a pause); nil when time changes nothing on it.
    func tickDelay(_ state: State) -> Double?
    /// Whether `state` reads keys now; false leaves them unread (a pause
    /// they must not cut short: the next screen decides what they mean).
    func wantsKeys(_ state: State) -> Bool
    /// Whether the loop is done with `state`.
    func isFinished(_ state: State) -> Bool
}
