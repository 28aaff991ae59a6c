import FoundationEssentials

/// Spreads review intervals a little, so cards learnt on the same day do
/// not all fall due on the same later day. The spread grows with the
/// interval: ±15% of the days between 2.5 and 7, ±10% between 7 and 20,
/// ±5% beyond, plus one day, never below 2 days nor above the maximum.
///
/// The draw is seeded (`seed(cardID:at:)`), not random: replaying the same
/// answers gives the same dates.
public struct IntervalFuzz: Sendable {
    public let maximumInterval: Int

    public init(maximumInterval: Int) { self.maximumInterval = maximumInterval }

    /// The days an interval of `days` may become; a single value under 2.5 days.
    public func range(for days: Int) -> ClosedRange<Int> {
        guard Double(days) >= 2.5 else { return days...days }
        let bands: [(start: Double, end: Double, share: Double)] = [(2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05)]
        var spread = 1.0
        for band in bands { spread += band.share * max(min(Double(days), band.end) - band.start, 0) }
        let upper = min(Int((Double(days) + spread).rounded(.toNearestOrEven)), maximumInterval)
        let lower = min(max(2, Int((Double(days) - spread).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// One value of `range(for: days)`, drawn from `seed`.
    public func fuzzed(_ days: Int, seed: UInt64) -> Int {
        let range = range(for: days)
        guard range.count > 1 else { return range.lowerBound }
        var random = SplitMix64(seed: seed)
        return Int.random(in: range, using: &random)
    }

    /// The seed of a card's review at a moment: the same card reviewed at the
    /// same second always draws the same fuzz.
    public static func seed(cardID: String, at date: Date) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in cardID.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let seconds = UInt64(bitPattern: Int64(date.timeIntervalSince1970.rounded(.down)))
        return (hash ^ seconds) &* 0x9E37_79B9_7F4A_7C15
    }
}
