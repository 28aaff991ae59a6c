import FoundationEssentials
import QuizPlatform

/// What `quizctl import --dry-run` shows of the decks in a file: each deck's
/// counts and its first few cards, whatever the file's size.
public struct DeckPreview: DeckSink {
    public struct Deck: Sendable, Hashable {
        public var name: String
        public var cards = 0
        /// The first `DeckPreview.shownCards` cards.
        public var first: [DeckCard] = []
        public var skippedNotes = 0
        public var droppedMedia = 0
    }

    public static let shownCards = 5

    private var byName: [String: Deck] = [:]
    /// Reviews the file keeps for its cards (an Anki package's `revlog`).
    public private(set) var reviews = 0

    public init() {}

    public mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) {
        var entry = byName.removeValue(forKey: deck) ?? Deck(name: deck)
        entry.cards += cards.count
        entry.first += cards.prefix(Self.shownCards - entry.first.count)
        entry.droppedMedia += droppedMedia
        if cards.isEmpty { entry.skippedNotes += 1 }
        byName[deck] = entry
    }

    public mutating func add(review: ImportedReview) {
        reviews += 1
    }

    /// Decks with at least one card, by name.
    public var decks: [Deck] {
        byName.values.filter { $0.cards > 0 }.sorted { $0.name < $1.name }
    }
}
