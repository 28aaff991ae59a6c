import FoundationEssentials

/// Counts review states one at a time into what `quizctl review` and the
/// menu's "Review (N due)" show: a fixed set of numbers, whatever the number
/// of cards, so counting never needs the cards gathered first.
struct ReviewCounter: Sendable, Hashable {
    let now: Date
    private let today: ReviewDay
    /// Due now: learning, relearning and review cards (new cards never are).
    private(set) var due = 0
    private(set) var newCards = 0
    /// Cards first reviewed today (UTC): what today's new-card limit has used.
    private(set) var startedToday = 0
    private(set) var laterToday = 0
    private(set) var tomorrow = 0
    private(set) var thisWeek = 0
    private(set) var total = 0
    private(set) var reviewsInReview = 0
    private(set) var lapses = 0

    init(now: Date) {
        self.now = now
        today = ReviewDay(containing: now)
    }

    mutating func count(_ card: ReviewCard) {
        total += 1
        if card.phase == .new { newCards += 1 }
        if card.isDue(at: now) { due += 1 }
        if let first = card.firstReview, today.contains(first) { startedToday += 1 }
        reviewsInReview += card.reviewsInReview
        lapses += card.lapses
        guard let scheduled = card.due else { return }
        if scheduled > now, scheduled < today.end { laterToday += 1 }
        if ReviewDay(containing: today.end).contains(scheduled) { tomorrow += 1 }
        if scheduled > now, scheduled <= now.addingTimeInterval(7 * 86_400) { thisWeek += 1 }
    }

    /// What a review session would ask now: every card due, then new cards
    /// up to what is left of today's limit (`ReviewCollection.queue`'s count).
    func dueNow(newPerDay: Int) -> Int {
        due + min(newCards, max(0, newPerDay - startedToday))
    }
}
