import FoundationEssentials

/// A deck import under way: the sink `DeckLibrary.importDecks` hands a
/// reader. Each deck the file names is staged on its first card
/// (`PendingDeck`), its old cards looked up so they keep their ids; the
/// decks are saved only after the reader has read the whole file, so a bad
/// note late in the file leaves every deck as it was.
public struct DeckImport: DeckSink {
    private let oldDeck: (String) throws -> StoredDeck?
    /// By key: a deck named twice in different case is one deck.
    private var staged: [String: PendingDeck] = [:]

    init(oldDeck: @escaping (String) throws -> StoredDeck?) {
        self.oldDeck = oldDeck
    }

    public mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) throws {
        let key = DeckSummary.key(of: deck)
        guard !cards.isEmpty else {
            // A skipped note counts for its deck only once the deck has a card.
            staged[key]?.skippedNotes += 1
            staged[key]?.droppedMedia += droppedMedia
            return
        }
        if staged[key] == nil {
            let name = deck.trimmingWhitespace()
            guard !name.isEmpty else { throw DeckImportError.emptyName }
            staged[key] = PendingDeck(name: name, key: key, old: try oldDeck(name))
        }
        // Changed in place: a copy taken out and put back would copy the
        // deck's cards on every note, quadratic in the deck's size.
        staged[key]?.droppedMedia += droppedMedia
        for card in cards { staged[key]?.add(card) }
    }

    /// The decks to save, in name order, and what they change.
    func finished(at date: Date) -> (decks: [StoredDeck], outcome: DeckImportOutcome) {
        var outcome = DeckImportOutcome()
        var decks: [StoredDeck] = []
        for deck in staged.values.sorted(by: { $0.key != $1.key ? $0.key < $1.key : $0.name < $1.name }) {
            decks.append(
                StoredDeck(summary: DeckSummary(name: deck.name, cardCount: deck.cards.count, importedAt: date), cards: deck.cards))
            outcome.decks.append(deck.result)
            outcome.cards += deck.cards.count
            outcome.skippedNotes += deck.skippedNotes
            outcome.droppedMedia += deck.droppedMedia
        }
        return (decks, outcome)
    }
}
