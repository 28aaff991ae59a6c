import QuizPlatform

/// A message from outside the terminal, posted to the run loop from any
/// thread (`EventQueue.post`). The phone party's host is its first sender:
/// its screen changes when a player joins or answers, not only on a key.
enum ExternalMessage: Sendable, Equatable {
    case playerJoined(name: String)
    case playerAnswered(name: String)
    /// The hosted game as the phones' server holds it now (a join, an answer, a move of the host's).
    case roomChanged(HostedRoom)
}
