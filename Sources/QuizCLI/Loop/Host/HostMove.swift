/// What the host asks of the phones' server: each runs off the loop and
/// comes back as the room's new state.
enum HostMove: Sendable, Equatable {
    /// The first question from the lobby, or the next after a reveal.
    case next
    /// Close the open question and show its answer.
    case reveal
    /// End the game now, keeping the questions played.
    case end
}
