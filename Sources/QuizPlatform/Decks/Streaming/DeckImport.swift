import FoundationEssentials

/// A deck import under way: the sink `DeckStore.importDecks` hands a
/// reader. Each deck the file names is staged on its first card
/// (`StagedDeck`), its old cards indexed so they keep their ids; nothing
/// replaces a deck before the reader has read the whole file, so a bad
/// note late in the file leaves every deck as it was.
public struct DeckImport: DeckSink {
    private let store: DeckStore
    /// By key: a deck named twice in different case is one deck.
    private var staged: [String: StagedDeck] = [:]

    init(store: DeckStore) {
        self.store = store
    }

    public mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) throws {
        let key = DeckSummary.key(of: deck)
        guard !cards.isEmpty else {
            // A skipped note counts for its deck only once the deck has a card.
            staged[key]?.skippedNotes += 1
            staged[key]?.droppedMedia += droppedMedia
            return
        }
        let target = try staged[key] ?? stage(deck, key: key)
        target.droppedMedia += droppedMedia
        for card in cards { try target.add(card) }
    }

    private mutating func stage(_ deck: String, key: String) throws -> StagedDeck {
        let made = try store.stage(named: deck)
        staged[key] = made
        return made
    }

    /// Replaces every deck staged, in name order.
    func commit(at date: Date) throws -> DeckImportOutcome {
        var outcome = DeckImportOutcome()
        for deck in staged.values.sorted(by: { $0.key != $1.key ? $0.key < $1.key : $0.name < $1.name }) {
            outcome.decks.append(try deck.commit(at: date))
            outcome.cards += deck.cards
            outcome.skippedNotes += deck.skippedNotes
            outcome.droppedMedia += deck.droppedMedia
        }
        return outcome
    }
}
