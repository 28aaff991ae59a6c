import FoundationEssentials
@preconcurrency import Glibc

/// Picks a new interval's day within its fuzz range, leaning to the days
/// with the fewest cards due, by the rule of Anki 24.11's load balancer:
/// a day with no card due weighs 1, any other (1 / cards)^2.15 · (1 / days)^3
/// (fewer cards, and sooner, weigh more), and the day is drawn with those
/// weights from the review's fuzz seed, so the same log always gives the
/// same day. Intervals beyond 90 days are only fuzzed, as in Anki.
/// (Anki's modifiers for sibling cards and easy days have no counterpart
/// here: quizctl's cards have no siblings and no easy days.)
public struct LoadBalancer: Sendable {
    public let calendar: DueCalendar

    public init(calendar: DueCalendar) { self.calendar = calendar }

    /// The longest interval balanced.
    public static let maximumInterval = 90

    /// The day of `range` (days after the review's day) to schedule on; nil
    /// beyond `maximumInterval`, for the fuzz to pick.
    public func pick(_ range: ClosedRange<Int>, interval: Int, reviewedAt date: Date, seed: UInt64) -> Int? {
        guard interval <= Self.maximumInterval, range.lowerBound <= Self.maximumInterval, range.lowerBound >= 1 else {
            return nil
        }
        let weights = range.map { days -> Double in
            let due = calendar.count(days: days, after: date)
            return due == 0 ? 1 : pow(1 / Double(due), 2.15) * pow(1 / Double(days), 3)
        }
        let total = weights.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var random = SplitMix64(seed: seed)
        var target = Double(random.next() >> 11) / Double(1 << 53) * total
        for (days, weight) in zip(range, weights) {
            target -= weight
            if target < 0 { return days }
        }
        return range.upperBound
    }
}
