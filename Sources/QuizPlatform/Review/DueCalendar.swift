import FoundationEssentials

/// How many studied cards fall due on each UTC day: what the load
/// balancer weighs a new interval's days by. Kept up to date card by card
/// as the log is folded, so it always describes the cards before the
/// review being scheduled.
public struct DueCalendar: Sendable, Hashable {
    /// Cards due by day (days since 1970, UTC).
    private var counts: [Int: Int] = [:]

    public init() {}

    /// The calendar of these cards.
    public init<Cards: Sequence>(_ cards: Cards) where Cards.Element == ReviewCard {
        for card in cards { add(card) }
    }

    /// The day a card counts on: its due day, whatever its phase once
    /// studied, as Anki counts every card whose due day falls in the range
    /// (review cards and learning cards due on a later day alike; a learning
    /// card due later today counts on today, never a day a range offers).
    private static func day(of card: ReviewCard) -> Int? {
        guard card.phase != .new, let due = card.due else { return nil }
        return Self.day(of: due)
    }

    static func day(of date: Date) -> Int { Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) }

    public mutating func add(_ card: ReviewCard) {
        if let day = Self.day(of: card) { counts[day, default: 0] += 1 }
    }

    public mutating func remove(_ card: ReviewCard) {
        guard let day = Self.day(of: card), let count = counts[day] else { return }
        counts[day] = count > 1 ? count - 1 : nil
    }

    /// Cards due on the day `days` after the day of `date`.
    func count(days: Int, after date: Date) -> Int { counts[Self.day(of: date) + days] ?? 0 }
}
