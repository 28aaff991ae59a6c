/// Why the terminal's self-pipe was poked: the byte a signal handler writes,
/// so the run loop can tell a resize from a `fg`.
enum TerminalSignal: UInt8, Sendable {
    case resized = 1
    case resumed = 2
    /// Ctrl-C while a screen takes it as input (`TerminalSession.interruptsAsInput`).
    case interrupted = 3
}
