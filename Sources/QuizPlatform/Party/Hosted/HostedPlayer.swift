/// A player who joined a hosted game from a phone. The token is the
/// player's secret (a cookie on the phone): with it a reloaded page is the
/// same player with the same score.
public struct HostedPlayer: Sendable, Hashable {
    public var name: String
    public var token: String
    public var points = 0
    public var correct = 0
    /// Right answers in a row, for the streak bonus.
    var streak = 0
    public var answers: [PartyAnswer] = []

    public var record: PartyPlayerRecord { PartyPlayerRecord(name: name, points: points, correct: correct, answers: answers) }
}
