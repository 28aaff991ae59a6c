import FoundationEssentials

/// The reviews to expect on each of the next 30 UTC days, today first: what
/// `quizctl review` draws.
///
/// Each studied card counts on the day it falls due (today when overdue),
/// and is then followed through that review: recalled (Good) with the
/// probability the model gives for that day, forgotten (Again: its
/// relearning step, then its shorter interval) otherwise, and each outcome
/// counted again wherever it falls due within the 30 days. Due dates alone
/// would fall away after the first days (1.27 × the mean on the busiest
/// day, sliding to two thirds of it by day 30, for a learner in steady
/// state who does the same ~80 reviews every day), since the reviews to
/// come have not scheduled their cards yet.
///
/// An expectation, not a draw: the same cards always give the same
/// numbers. A branch of a card's future worth less than 1/20 of a review
/// goes on its likeliest way only, recalled each time (so no review is
/// lost from the count, only the lapses of lapses); and no card is
/// followed through more than 128 reviews (one reviewed and forgotten day
/// after day all month takes about 170), so a long backlog or settings
/// that barely let a card grow cannot make `quizctl review` slow.
public struct ReviewForecast: Sendable {
    public static let days = 30
    static let smallestBranch = 0.05
    static let reviewsFollowedPerCard = 128

    private let scheduler: FSRSScheduler
    private let memory: FSRSMemory
    private let now: Date
    private let today: ReviewDay
    private let horizon: Date
    private var expected = Array(repeating: 0.0, count: Self.days)
    /// Reviews followed, all cards together: the work the forecast took.
    private(set) var reviewsFollowed = 0

    public init(now: Date, scheduler: FSRSScheduler) {
        self.now = now
        self.scheduler = scheduler
        memory = FSRSMemory(parameters: scheduler.parameters)
        today = ReviewDay(containing: now)
        horizon = today.start.addingTimeInterval(Double(Self.days) * 86_400)
    }

    /// Reviews expected on each day, rounded to whole reviews.
    public var counts: [Int] { expected.map { Int($0.rounded()) } }

    public mutating func add(_ card: ReviewCard) {
        var budget = Self.reviewsFollowedPerCard
        follow(card, share: 1, budget: &budget)
    }

    private mutating func follow(_ card: ReviewCard, share: Double, budget: inout Int) {
        guard card.phase != .new, let due = card.due, due < horizon, budget > 0 else { return }
        budget -= 1
        reviewsFollowed += 1
        expected[max(0, today.days(until: due))] += share
        let reviewed = max(due, now)
        var recall = 1.0
        if let stability = card.stability, let last = card.lastReview {
            recall = memory.retrievability(elapsedDays: FSRSScheduler.wholeDays(from: last, to: reviewed), stability: stability)
        }
        let forgotten = share * (1 - recall)
        guard forgotten >= Self.smallestBranch else {
            return follow(scheduler.review(card, rating: .good, at: reviewed), share: share, budget: &budget)
        }
        follow(scheduler.review(card, rating: .good, at: reviewed), share: share * recall, budget: &budget)
        follow(scheduler.review(card, rating: .again, at: reviewed), share: forgotten, budget: &budget)
    }
}
