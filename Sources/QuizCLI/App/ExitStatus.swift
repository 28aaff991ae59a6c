import QuizPlatform

/// CLI.md's exit statuses.
enum ExitStatus: Int32 {
    case success = 0
    /// Failure at run time: network, data, abandoned game.
    case failure = 1
    /// Unknown command, bad option or value.
    case usage = 2
    // 130 (Ctrl-C) is not returned: TerminalSession's handler restores the
    // terminal and re-raises SIGINT, so the shell sees the signal itself.
}

/// A run-time failure with a message for the player (exit 1).
struct CommandFailure: UserFacingError {
    let message: LocalizedText
    init(_ message: LocalizedText) { self.message = message }
}

/// Ends the command with a status after it has said all it had to say.
struct SilentExit: Error {
    let status: ExitStatus
}
