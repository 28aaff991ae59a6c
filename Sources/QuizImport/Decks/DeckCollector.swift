import FoundationEssentials
import QuizPlatform

/// Gathers the notes into whole decks by name, in name order, each with its
/// dropped media and skipped notes.
public struct DeckCollector: DeckSink {
    private var decks: [String: ImportedDeck] = [:]

    public init() {}

    public mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) {
        // Changed in place: a copy taken out and put back would copy the
        // deck's cards on every note, quadratic in the deck's size.
        decks[deck, default: ImportedDeck(name: deck, cards: [])].cards += cards
        decks[deck]?.droppedMedia += droppedMedia
        if cards.isEmpty { decks[deck]?.skippedNotes += 1 }
    }

    /// Decks with at least one card, by name.
    public var result: [ImportedDeck] {
        decks.values.filter { !$0.cards.isEmpty }.sorted { $0.name < $1.name }
    }
}
