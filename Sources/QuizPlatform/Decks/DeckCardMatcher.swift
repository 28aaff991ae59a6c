/// Gives the cards of a deck being imported their ids: a card the deck
/// already had (the same external id, else the same front) keeps its id,
/// and with it its review state; a new card gets one made from the deck
/// and what identifies the card, so importing the same file into an empty
/// folder twice gives the same ids.
///
/// The old cards are indexed by position, not copied: re-importing a
/// 30,000-card deck holds the old deck once, plus a table of integers.
struct DeckCardMatcher {
    let deckKey: String
    private let old: [StoredCard]
    /// The first old card of each external id and of each front; `next`
    /// chains the later ones of the same key, in file order.
    private var firstByExternalID: [String: Int] = [:]
    private var firstByFront: [String: Int] = [:]
    private var nextSameExternalID: [Int]
    private var nextSameFront: [Int]
    private var oldTaken: [Bool]
    private var taken: Set<String> = []
    /// Every old id: a fresh id must not take one that an old card may keep.
    private let oldIDs: Set<String>

    init(deckKey: String, old: [StoredCard]) {
        self.deckKey = deckKey
        self.old = old
        oldIDs = Set(old.map(\.id))
        nextSameExternalID = Array(repeating: -1, count: old.count)
        nextSameFront = Array(repeating: -1, count: old.count)
        oldTaken = Array(repeating: false, count: old.count)
        var lastByExternalID: [String: Int] = [:]
        var lastByFront: [String: Int] = [:]
        for (index, card) in old.enumerated() {
            if let external = card.externalID {
                if let last = lastByExternalID[external] { nextSameExternalID[last] = index } else { firstByExternalID[external] = index }
                lastByExternalID[external] = index
            }
            let front = Self.frontKey(card.front)
            if let last = lastByFront[front] { nextSameFront[last] = index } else { firstByFront[front] = index }
            lastByFront[front] = index
        }
    }

    /// The new cards with their ids, and how many were old.
    mutating func match(_ cards: [DeckCard]) -> (cards: [StoredCard], kept: Int) {
        var stored: [StoredCard] = []
        stored.reserveCapacity(cards.count)
        var kept = 0
        for card in cards {
            let id: String
            if let index = takeOld(for: card) {
                id = old[index].id
                kept += 1
            } else {
                id = freshID(for: card)
            }
            taken.insert(id)
            stored.append(StoredCard(id: id, front: card.front, back: card.back, kind: card.kind, externalID: card.externalID))
        }
        return (stored, kept)
    }

    private mutating func takeOld(for card: DeckCard) -> Int? {
        if let external = card.externalID, let index = firstFree(from: firstByExternalID[external], chain: nextSameExternalID) {
            oldTaken[index] = true
            return index
        }
        guard let index = firstFree(from: firstByFront[Self.frontKey(card.front)], chain: nextSameFront) else { return nil }
        oldTaken[index] = true
        return index
    }

    /// The first old card along a chain not yet given to a new card.
    private func firstFree(from start: Int?, chain: [Int]) -> Int? {
        var index = start ?? -1
        while index >= 0 {
            if !oldTaken[index] { return index }
            index = chain[index]
        }
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
