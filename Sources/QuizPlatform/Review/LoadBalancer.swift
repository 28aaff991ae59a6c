import FoundationEssentials

/// Picks a new interval's day within its fuzz range, leaning to the days
/// with the fewest cards due, by the rule of Anki 24.11's load balancer
/// (`rslib/src/scheduler/states/load_balancer.rs` at tag 24.11):
/// - a day with `n` cards due weighs (1 / n)² · (1 / days), a day with none 1;
/// - each weight is then multiplied by how far the day falls short of the
///   range's mean count, max(mean − n, 0) (24.11's easy-days distribution,
///   which applies with every weekday at 100 %, as quizctl has no easy days):
///   a day at or above the mean is never picked;
/// - the day is drawn with those weights from the review's fuzz seed, so the
///   same log always gives the same day; when every weight is 0 (every day of
///   the range has the same count, none included) the fuzz picks instead, as
///   in Anki.
/// Intervals beyond 90 days are only fuzzed, as in Anki.
/// (Anki 25.01 dropped the distribution factor when easy days are all the
/// same, and 25.05 changed the weights to (1 / n)^2.15 · (1 / days)³; this is
/// the rule the issue names. Anki's sibling and easy-day modifiers have no
/// counterpart here: quizctl's cards have no siblings and no easy days.)
public struct LoadBalancer: Sendable {
    public let calendar: DueCalendar

    public init(calendar: DueCalendar) { self.calendar = calendar }

    /// The longest interval balanced.
    public static let maximumInterval = 90

    /// The weight of each day of `range` (days after the review's day), given
    /// the cards due on each.
    static func weights(_ range: ClosedRange<Int>, counts: [Int]) -> [Double] {
        let mean = Double(counts.reduce(0, +)) / Double(counts.count)
        return zip(range, counts).map { days, due in
            let weight = due == 0 ? 1 : 1 / (Double(due) * Double(due)) / Double(days)
            return weight * max(mean - Double(due), 0)
        }
    }

    /// The day of `range` (days after the review's day) to schedule on; nil
    /// beyond `maximumInterval`, or when no day weighs anything, for the fuzz
    /// to pick.
    public func pick(_ range: ClosedRange<Int>, interval: Int, reviewedAt date: Date, seed: UInt64) -> Int? {
        guard interval <= Self.maximumInterval, range.lowerBound >= 1 else { return nil }
        let weights = Self.weights(range, counts: range.map { calendar.count(days: $0, after: date) })
        let total = weights.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var random = SplitMix64(seed: seed)
        var target = Double(random.next() >> 11) / Double(1 << 53) * total
        var last = range.lowerBound
        for (days, weight) in zip(range, weights) where weight > 0 {
            target -= weight
            last = days
            if target < 0 { return days }
        }
        // Rounding left a sliver past the last day: the last day that weighs anything.
        return last
    }
}
