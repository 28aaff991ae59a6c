/// Gives the cards of a deck being imported their ids, one card at a time:
/// a card the deck already had (the same external id, else the same front)
/// keeps its id, and with it its review state; a new card gets one made
/// from the deck and what identifies the card, so importing the same file
/// into an empty folder twice gives the same ids.
///
/// The old deck is not held in memory: `OldDeckCards` indexes it by
/// digests, and a card that may match is read back from the old file to
/// make sure.
struct DeckCardMatcher {
    let deckKey: String
    private let old: OldDeckCards?
    private var oldTaken: [Bool]
    /// Digests of the fresh ids given so far: a fresh id must not repeat
    /// one. An old id kept needs no entry: every old id is taken already.
    private var freshTaken = DigestSet()
    /// New cards that kept an old card's id.
    private(set) var kept = 0

    init(deckKey: String, old: OldDeckCards?) {
        self.deckKey = deckKey
        self.old = old
        oldTaken = Array(repeating: false, count: old?.count ?? 0)
    }

    /// The id of the next card of the new deck.
    mutating func id(for card: DeckCard) throws -> String {
        if let oldID = try takeOld(for: card) {
            kept += 1
            return oldID
        }
        let id = freshID(for: card)
        freshTaken.insert(CardDigest.of(id))
        return id
    }

    /// The id of the first old card not yet given away with the card's
    /// external id, else with its front.
    private mutating func takeOld(for card: DeckCard) throws -> String? {
        guard let old else { return nil }
        if let external = card.externalID {
            let match = try old.first(
                withExternalID: external,
                where: { index, stored in !oldTaken[index] && stored.externalID == external })
            if let match {
                oldTaken[match.index] = true
                return match.id
            }
        }
        let front = Self.frontKey(card.front)
        let match = try old.first(withFrontKey: front, where: { index, stored in !oldTaken[index] && Self.frontKey(stored.front) == front })
        guard let match else { return nil }
        oldTaken[match.index] = true
        return match.id
    }

    /// `deck-` and a digest of the deck and the card's identity; a second
    /// card of the same identity gets `-2`, `-3`…
    private func freshID(for card: DeckCard) -> String {
        let base = "deck-" + Question.contentID(text: deckKey, subject: card.externalID ?? Self.frontKey(card.front), correct: "")
        var id = base
        var number = 1
        while isTaken(id) {
            number += 1
            id = "\(base)-\(number)"
        }
        return id
    }

    /// Given already, or an old card's (which may yet keep it). Digests
    /// stand for the ids: two different ids sharing one (odds of about one
    /// in 10^10 for two 30,000-card decks) would only make the fresh one
    /// take a suffix.
    private func isTaken(_ id: String) -> Bool {
        let digest = CardDigest.of(id)
        return freshTaken.contains(digest) || old?.hasID(digest: digest) == true
    }

    static func frontKey(_ front: String) -> String {
        front.trimmingWhitespace().lowercased()
    }
}
