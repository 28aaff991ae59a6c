/// One deck of an import being read: its cards, given their ids as they
/// come, held until the whole file is read (30,000 cards are a few
/// megabytes); the deck it replaces is untouched until then.
struct PendingDeck {
    let name: String
    let key: String
    private(set) var cards: [StoredCard] = []
    private var matcher: DeckCardMatcher
    /// How many cards the deck it replaces had; nil when there was none.
    private let oldCount: Int?
    var droppedMedia = 0
    var skippedNotes = 0

    init(name: String, key: String, old: StoredDeck?) {
        self.name = name
        self.key = key
        matcher = DeckCardMatcher(deckKey: key, old: old?.cards ?? [])
        oldCount = old?.cards.count
    }

    /// Gives `card` its id and keeps it.
    mutating func add(_ card: DeckCard) {
        let id = matcher.id(for: card)
        cards.append(StoredCard(id: id, front: card.front, back: card.back, kind: card.kind, externalID: card.externalID))
    }

    /// What saving it changes, for the import's report.
    var result: DeckSaveResult {
        let kept = matcher.kept
        return DeckSaveResult(name: name, added: cards.count - kept, kept: kept, removed: (oldCount ?? 0) - kept, replaced: oldCount != nil)
    }
}
