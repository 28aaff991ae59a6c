import FoundationEssentials

/// A deck import under way: the sink `DeckLibrary.importDecks` hands a
/// reader, inside the store's transaction. Each deck the file names is
/// staged on its first card (`StagedDeck`), its old cards indexed so they
/// keep their ids, and its cards written as they come; the decks are
/// replaced only after the reader has read the whole file, and a bad note
/// late in the file rolls everything back.
public struct DeckImport: DeckSink {
    private let transaction: DeckTransaction
    /// By key: a deck named twice in different case is one deck.
    private var staged: [String: StagedDeck] = [:]

    init(transaction: DeckTransaction) {
        self.transaction = transaction
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

    /// Keeps a review of a card of a deck this import wrote: each card's
    /// history comes with it, and its state is folded from it.
    public mutating func add(review: ImportedReview) throws {
        guard let deck = staged[DeckSummary.key(of: review.deck)], let id = try deck.cardID(externalID: review.externalID) else { return }
        if try transaction.addReview(id, review.at, review.rating) { deck.reviews += 1 }
    }

    private mutating func stage(_ deck: String, key: String) throws -> StagedDeck {
        let name = deck.trimmingWhitespace()
        guard !name.isEmpty else { throw DeckImportError.emptyName }
        let made = try StagedDeck(name: name, key: key, transaction: transaction)
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
            outcome.reviews += deck.reviews
        }
        return outcome
    }
}
