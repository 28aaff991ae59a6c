/// Gives the cards of a deck being imported their ids: a card the deck
/// already had (the same external id, else the same front) keeps its id,
/// and with it its review state; a new card gets one made from the deck
/// and what identifies the card, so importing the same file into an empty
/// folder twice gives the same ids.
struct DeckCardMatcher {
    let deckKey: String
    /// Old cards by external id, and by front, each in file order.
    private var byExternalID: [String: [StoredCard]] = [:]
    private var byFront: [String: [StoredCard]] = [:]
    private var taken: Set<String> = []
    /// Every old id: a fresh id must not take one that an old card may keep.
    private var oldIDs: Set<String> = []

    init(deckKey: String, old: [StoredCard]) {
        self.deckKey = deckKey
        oldIDs = Set(old.map(\.id))
        for card in old {
            if let external = card.externalID { byExternalID[external, default: []].append(card) }
            byFront[Self.frontKey(card.front), default: []].append(card)
        }
    }

    /// The new cards with their ids, and how many were old.
    mutating func match(_ cards: [DeckCard]) -> (cards: [StoredCard], kept: Int) {
        var stored: [StoredCard] = []
        stored.reserveCapacity(cards.count)
        var kept = 0
        for card in cards {
            let id: String
            if let old = takeOld(for: card) {
                id = old
                kept += 1
            } else {
                id = freshID(for: card)
            }
            taken.insert(id)
            stored.append(StoredCard(id: id, front: card.front, back: card.back, kind: card.kind, externalID: card.externalID))
        }
        return (stored, kept)
    }

    private mutating func takeOld(for card: DeckCard) -> String? {
        if let external = card.externalID, let id = Self.take(from: &byExternalID, key: external, unless: taken) { return id }
        return Self.take(from: &byFront, key: Self.frontKey(card.front), unless: taken)
    }

    /// The first card under `key` whose id is not taken yet, removed from `table`.
    private static func take(from table: inout [String: [StoredCard]], key: String, unless taken: Set<String>) -> String? {
        guard var candidates = table[key] else { return nil }
        while let first = candidates.first {
            candidates.removeFirst()
            if !taken.contains(first.id) {
                table[key] = candidates
                return first.id
            }
        }
        table[key] = nil
        return nil
    }

    /// `deck-` and a digest of the deck and the card's identity; a second
    /// card of the same identity gets `-2`, `-3`…
    private func freshID(for card: DeckCard) -> String {
        let base = "deck-" + Question.contentID(text: deckKey, subject: card.externalID ?? Self.frontKey(card.front), correct: "")
        var id = base
        var number = 1
        while taken.contains(id) || oldIDs.contains(id) {
            number += 1
            id = "\(base)-\(number)"
        }
        return id
    }

    private static func frontKey(_ front: String) -> String {
        front.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
