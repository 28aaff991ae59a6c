import FoundationEssentials

/// Everything that can change the interactive app, as one kind of value:
/// the run loop takes them from one queue, in order, and hands each to `update`.
enum Event: Sendable, Equatable {
    /// A key, as `KeyParser` read it (by character; screens decide what it means).
    case key(Key)
    /// A whole line typed (a script's answer, such as `50` or `walk`): what
    /// a line means is not what its characters mean one by one.
    case line(String)
    /// Time passed: the question timer, the feedback pause, the spinner. The
    /// time is the injected clock's, read when the tick was taken.
    case tick(Date)
    /// The window changed size (SIGWINCH).
    case resize(TerminalSize)
    /// The program was stopped (Ctrl-Z) for this many seconds and is running
    /// again (`fg`): clocks that measure the player's time skip the pause.
    case resumed(suspendedFor: Double)
    /// Standard input closed: no key will come.
    case endOfInput
    /// Work an `Effect` started has finished.
    case effectFinished(EffectResult)
    /// A message from outside the terminal (the phone party's host).
    case external(ExternalMessage)
}
