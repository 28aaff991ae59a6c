/// How a round on the loop ended.
enum RoundEnd: Equatable {
    /// The session is over: answered to the end, lost, or walked away.
    case finished
    /// The player left (q, Esc) and said yes: nothing is recorded.
    case quit
    /// Standard input closed before the game was over.
    case inputEnded
}
