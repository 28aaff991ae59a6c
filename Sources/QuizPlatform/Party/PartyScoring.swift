/// Kahoot's scoring: a right answer earns up to 1000 points, fewer the
/// longer it took (1000 × (1 − t / 2T), so never below 500), plus a streak
/// bonus of 100 for each right answer in a row before it, at most 500. A
/// wrong answer or a time-out earns nothing and ends the streak.
public struct PartyScoring: Sendable, Hashable {
    /// The seconds speed is measured against: the question's time limit, or
    /// `untimedSeconds` when there is none.
    public var seconds: Double

    public static let maximum = 1000
    public static let streakStep = 100
    public static let streakCap = 500
    /// A party without a time limit still rewards speed, against this.
    public static let untimedSeconds = 20.0

    public init(timeLimit: Double?) {
        seconds = timeLimit.map { $0 > 0 ? $0 : Self.untimedSeconds } ?? Self.untimedSeconds
    }

    /// The points of a right answer after `elapsed` seconds, the `streak`
    /// counting right answers in a row before this one.
    public func points(elapsed: Double, streak: Int) -> Int {
        let share = min(max(elapsed, 0), seconds) / (2 * seconds)
        let speed = Int((Double(Self.maximum) * (1 - share)).rounded())
        return speed + min(streak * Self.streakStep, Self.streakCap)
    }
}
