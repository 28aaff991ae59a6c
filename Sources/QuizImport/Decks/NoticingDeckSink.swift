import FoundationEssentials
import QuizPlatform

/// A sink that passes every note on to `base` and keeps the notices of the
/// notes a reader skipped (the first `kept`; the rest are only counted), so
/// the command can name them after the import.
public struct NoticingDeckSink<Base: DeckSink>: DeckSink {
    public var base: Base
    public private(set) var notices: [LocalizedText] = []
    /// Skipped notes past the ones kept.
    public private(set) var unnamed = 0
    public let kept: Int

    public init(_ base: Base, keeping kept: Int = 10) {
        self.base = base
        self.kept = kept
    }

    public mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) throws {
        try base.add(cards, droppedMedia: droppedMedia, toDeck: deck)
    }

    public mutating func skip(note notice: LocalizedText, inDeck deck: String) throws {
        if notices.count < kept { notices.append(notice) } else { unnamed += 1 }
        try base.skip(note: notice, inDeck: deck)
    }

    public mutating func add(review: ImportedReview) throws {
        try base.add(review: review)
    }
}
