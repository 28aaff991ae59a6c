import QuizPlatform

/// A review as the log keeps it: the event and its place in the log, which
/// a card state's `throughEvent` refers to.
public struct StoredReviewEvent: Sendable, Hashable {
    /// Increases with every event recorded; never reused.
    public var sequence: Int64
    public var event: ReviewEvent

    public init(sequence: Int64, event: ReviewEvent) {
        self.sequence = sequence
        self.event = event
    }
}

/// A card's state folded from its reviews: the card, and the last event
/// (`StoredReviewEvent.sequence`, 0 for none) folded into it, so a replay
/// applies only the events after it.
public struct CardState: Sendable, Hashable {
    public var card: ReviewCard
    public var throughEvent: Int64

    public init(card: ReviewCard, throughEvent: Int64) {
        self.card = card
        self.throughEvent = throughEvent
    }
}
