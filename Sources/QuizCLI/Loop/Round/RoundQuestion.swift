/// A yes/no question a round asks over its card, answered by a single key.
enum RoundQuestion: Equatable {
    /// Leave the game, recording nothing?
    case quit
    /// Take the money and stop (Millionaire)?
    case walkAway
}
