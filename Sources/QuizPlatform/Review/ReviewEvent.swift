import FoundationEssentials

/// One answer to one question, as the review log keeps it: enough to replay
/// the scheduler, fuzz included, and get the same dates again.
public struct ReviewEvent: Sendable, Hashable, Codable {
    /// The question's stable identity (`Question.id`).
    public var id: String
    /// Whole seconds: the log's dates have no fraction, so a replay reviews
    /// at exactly the time the first run did.
    public var at: Date
    public var rating: ReviewRating
    /// Whether the interval was fuzzed (the `review-fuzz` setting at the time).
    public var fuzz: Bool

    public init(id: String, at: Date, rating: ReviewRating, fuzz: Bool) {
        self.id = id
        self.at = Date(timeIntervalSince1970: at.timeIntervalSince1970.rounded(.down))
        self.rating = rating
        self.fuzz = fuzz
    }

    /// The events of a finished game: one per answer to an identified
    /// question, at the moment it was answered (the game's start plus the
    /// seconds of the answers so far, never after its end).
    public static func events(of game: GameRecord, fuzz: Bool) -> [ReviewEvent] {
        var elapsed = 0.0
        return game.answers.compactMap { answer in
            elapsed += max(0, answer.seconds)
            guard let id = answer.questionID else { return nil }
            let at = min(game.startedAt.addingTimeInterval(elapsed), max(game.finishedAt, game.startedAt))
            return ReviewEvent(id: id, at: at, rating: ReviewRating(answer), fuzz: fuzz)
        }
    }

    /// The card after this review; a fuzzed interval is balanced by
    /// `balancing` when given (`LoadBalancer`).
    public func applied(to card: ReviewCard, by scheduler: FSRSScheduler, balancing: LoadBalancer? = nil) -> ReviewCard {
        scheduler.review(
            card, rating: rating, at: at, fuzzSeed: fuzz ? IntervalFuzz.seed(cardID: id, at: at) : nil, balancing: balancing)
    }
}
