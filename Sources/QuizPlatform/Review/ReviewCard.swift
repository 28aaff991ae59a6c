import FoundationEssentials

/// Where a card is in learning.
public enum ReviewPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Never reviewed: no memory state, not scheduled.
    case new
    /// Going through the learning steps (minutes apart).
    case learning
    /// Scheduled days apart by the memory model.
    case review
    /// Forgotten in review, going through the relearning steps.
    case relearning
}

/// The review state of one question: its FSRS memory (stability,
/// difficulty), where it is in learning, when it is due, and counts.
public struct ReviewCard: Sendable, Hashable, Codable {
    public var phase: ReviewPhase = .new
    /// The learning or relearning step; nil in review and when new.
    public var step: Int?
    /// Days until the chance of recall falls to 90%; nil while new.
    public var stability: Double?
    /// 1 (easy) … 10 (hard); nil while new.
    public var difficulty: Double?
    /// nil while new.
    public var due: Date?
    public var lastReview: Date?
    /// The first review, for the daily limit of new cards.
    public var firstReview: Date?
    /// Reviews of every kind.
    public var reps = 0
    /// Times the card was forgotten in review (Again in the review phase).
    public var lapses = 0
    /// Reviews made in the review phase: with `lapses`, the true retention.
    public var reviewsInReview = 0

    public init() {}

    public init(
        phase: ReviewPhase, step: Int?, stability: Double?, difficulty: Double?, due: Date?, lastReview: Date?,
        firstReview: Date? = nil, reps: Int = 0, lapses: Int = 0, reviewsInReview: Int = 0
    ) {
        self.phase = phase
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.firstReview = firstReview
        self.reps = reps
        self.lapses = lapses
        self.reviewsInReview = reviewsInReview
    }

    /// Due at `now`: new cards never are (they are introduced by the daily limit).
    public func isDue(at now: Date) -> Bool {
        guard let due else { return false }
        return due <= now
    }
}
