import FoundationEssentials

/// One deck of an import being written: its cards go, with their ids, to
/// the store as they come (`DeckTransaction.add`), and `commit` replaces
/// the deck with them. Until then the old deck is untouched, and its
/// cards are matched by digests (`OldDeckCards`), never held.
final class StagedDeck {
    let name: String
    let key: String
    private let transaction: DeckTransaction
    private var matcher: DeckCardMatcher
    private let oldCount: Int?
    private(set) var cards = 0
    var droppedMedia = 0
    var skippedNotes = 0
    var reviews = 0
    /// The cards written, by external id: read back once, at the first
    /// review, so an import without reviews holds no such table.
    private var writtenIDs: [String: String]?

    init(name: String, key: String, transaction: DeckTransaction) throws {
        self.name = name
        self.key = key
        self.transaction = transaction
        let old = try OldDeckCards(key: key, in: transaction)
        matcher = DeckCardMatcher(deckKey: key, old: old)
        oldCount = old?.count
    }

    /// Gives `card` its id and writes it.
    func add(_ card: DeckCard) throws {
        let id = try matcher.id(for: card)
        try transaction.add(key, StoredCard(id: id, front: card.front, back: card.back, kind: card.kind, externalID: card.externalID))
        cards += 1
    }

    /// The id of the card written with `externalID`; nil when none was.
    func cardID(externalID: String) throws -> String? {
        if writtenIDs == nil { writtenIDs = try transaction.writtenCardIDs(key) }
        return writtenIDs?[externalID]
    }

    /// Replaces the deck with the cards written.
    func commit(at date: Date) throws -> DeckSaveResult {
        try transaction.replace(DeckSummary(name: name, cardCount: cards, importedAt: date))
        let kept = matcher.kept
        return DeckSaveResult(name: name, added: cards - kept, kept: kept, removed: (oldCount ?? 0) - kept, replaced: oldCount != nil)
    }
}
