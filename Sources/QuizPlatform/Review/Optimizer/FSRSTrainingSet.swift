import FoundationEssentials
@preconcurrency import Glibc

/// A review log as the optimizer reads it: each card's history, and the
/// predictions to make, oldest first.
///
/// Built as fsrs-rs is fed by Anki: a card's reviews in time order, the
/// days between two reviews counted between their days (UTC here, as
/// `ReviewDay`), not in 24-hour periods, and one prediction for every
/// review a day or more after the one before, the first review excepted.
/// The order of the predictions is the order of their reviews, which the
/// recency weights follow.
public struct FSRSTrainingSet: Sendable, Hashable {
    public var cards: [FSRSCardHistory]
    /// Oldest first.
    public var items: [FSRSTrainingItem]

    public init(cards: [FSRSCardHistory], items: [FSRSTrainingItem]) {
        self.cards = cards
        self.items = items
    }

    /// The set of a log in the order recorded: cards in the order first
    /// reviewed, each card's reviews and the predictions in time order (the
    /// order recorded between reviews of the same second).
    public init(events: [ReviewEvent]) {
        var cardIndex: [String: Int] = [:]
        var byCard: [[(seconds: Int64, order: Int, rating: Int)]] = []
        for (order, event) in events.enumerated() {
            let seconds = Int64(event.at.timeIntervalSince1970.rounded(.down))
            let index = cardIndex[event.id] ?? byCard.count
            if index == byCard.count {
                cardIndex[event.id] = index
                byCard.append([])
            }
            byCard[index].append((seconds, order, event.rating.rawValue))
        }
        var cards: [FSRSCardHistory] = []
        var timed: [(seconds: Int64, order: Int, item: FSRSTrainingItem)] = []
        cards.reserveCapacity(byCard.count)
        for (card, reviews) in byCard.enumerated() {
            let ordered = reviews.sorted { ($0.seconds, $0.order) < ($1.seconds, $1.order) }
            var history: [FSRSTrainingReview] = []
            history.reserveCapacity(ordered.count)
            var previousDay: Int64?
            for (position, review) in ordered.enumerated() {
                let day = Self.day(of: review.seconds)
                let elapsed = previousDay.map { Int(max(0, day - $0)) } ?? 0
                previousDay = day
                history.append(FSRSTrainingReview(rating: review.rating, elapsedDays: elapsed))
                if position > 0, elapsed > 0 {
                    timed.append((review.seconds, review.order, FSRSTrainingItem(card: card, position: position)))
                }
            }
            cards.append(FSRSCardHistory(reviews: history))
        }
        timed.sort { ($0.seconds, $0.order) < ($1.seconds, $1.order) }
        self.init(cards: cards, items: timed.map(\.item))
    }

    /// The UTC day of a moment, in days since 1970.
    static func day(of seconds: Int64) -> Int64 {
        seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    }

    /// How many reviews the log holds.
    public var reviewCount: Int { cards.reduce(0) { $0 + $1.reviews.count } }

    /// The reviews of an item: its card's, up to and including the one predicted.
    func reviews(of item: FSRSTrainingItem) -> ArraySlice<FSRSTrainingReview> {
        cards[item.card].reviews[...item.position]
    }

    /// fsrs-rs's recency weights: from 0.25 for the oldest prediction to 1
    /// for the newest, rising as the cube of the position, so recent
    /// reviews count more.
    static func recencyWeights(count: Int) -> [Double] {
        let span = max(Double(count) - 1, 1)
        return (0..<count).map { 0.25 + 0.75 * pow(Double($0) / span, 3) }
    }
}
