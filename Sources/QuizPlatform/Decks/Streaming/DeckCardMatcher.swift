/// Gives the cards of a deck being imported their ids, one card at a time:
/// a card the deck already had (the same external id, else the same front)
/// keeps its id, and with it its review state; a new card gets one made
/// from the deck and what identifies the card, so importing the same file
/// into an empty folder twice gives the same ids.
struct DeckCardMatcher {
    let deckKey: String
    private let old: [StoredCard]
    /// The old cards' positions by external id and by front key, in deck order.
    private var byExternalID: [String: [Int]] = [:]
    private var byFront: [String: [Int]] = [:]
    private var oldTaken: [Bool]
    /// Every id given or held by an old card: a fresh id must not repeat one.
    private var taken: Set<String>
    /// New cards that kept an old card's id.
    private(set) var kept = 0

    init(deckKey: String, old: [StoredCard]) {
        self.deckKey = deckKey
        self.old = old
        oldTaken = Array(repeating: false, count: old.count)
        taken = Set(old.map(\.id))
        for (index, card) in old.enumerated() {
            if let external = card.externalID { byExternalID[external, default: []].append(index) }
            byFront[Self.frontKey(card.front), default: []].append(index)
        }
    }

    /// The id of the next card of the new deck.
    mutating func id(for card: DeckCard) -> String {
        if let oldID = takeOld(for: card) {
            kept += 1
            return oldID
        }
        let id = freshID(for: card)
        taken.insert(id)
        return id
    }

    /// The id of the first old card not yet given away with the card's
    /// external id, else with its front.
    private mutating func takeOld(for card: DeckCard) -> String? {
        let candidates = (card.externalID.flatMap { byExternalID[$0] } ?? []) + (byFront[Self.frontKey(card.front)] ?? [])
        guard let index = candidates.first(where: { !oldTaken[$0] }) else { return nil }
        oldTaken[index] = true
        return old[index].id
    }

    /// `deck-` and a digest of the deck and the card's identity; a second
    /// card of the same identity gets `-2`, `-3`…
    private func freshID(for card: DeckCard) -> String {
        let base = "deck-" + Question.contentID(text: deckKey, subject: card.externalID ?? Self.frontKey(card.front), correct: "")
        var id = base
        var number = 1
        while taken.contains(id) {
            number += 1
            id = "\(base)-\(number)"
        }
        return id
    }

    static func frontKey(_ front: String) -> String {
        front.trimmingWhitespace().lowercased()
    }
}
