/// What waiting on the terminal for the run loop gave.
enum TerminalInput: Equatable, Sendable {
    case key(Key)
    /// The time asked for passed with nothing else.
    case timedOut
    /// Standard input closed.
    case endOfInput
    /// SIGWINCH.
    case resized
    /// SIGCONT after a Ctrl-Z: stopped for this many seconds.
    case resumed(suspendedFor: Double)
    /// The event queue's descriptor has something: take it from the queue.
    case posted
}
