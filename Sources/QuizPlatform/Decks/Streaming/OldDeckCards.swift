/// The cards a deck had before a re-import, indexed without being held: for
/// each card the digests of its external id, of its front and of its id,
/// by its position in the deck, which the store reads back while the import's
/// transaction is open. A 30,000-card deck costs 24 to 32 bytes a card, not its text.
struct OldDeckCards {
    /// A digest's top 40 bits and a card's position in the low 24, sorted:
    /// the cards sharing a digest sit together in deck order, and one word
    /// a card is all the index costs. Two texts sharing the top 40 bits
    /// only cost reading a card back: every match is read to make sure. A
    /// card past the first 2^24 is not indexed, and so gets a fresh id.
    private typealias Entry = UInt64
    private static let indexBits: UInt64 = 24
    private static let indexMask: UInt64 = 1 << indexBits - 1

    private let card: (Int) throws -> StoredCard?
    private(set) var count = 0
    private var byExternalID: [Entry] = []
    private var byFront: [Entry] = []
    private var ids: [UInt64] = []

    /// The deck of `key` in `transaction`, read once; nil when there is none.
    init?(key: String, in transaction: DeckTransaction) throws {
        card = { try transaction.oldCard(key, $0) }
        var count = 0
        var byExternalID: [Entry] = []
        var byFront: [Entry] = []
        var ids: [UInt64] = []
        let found = try transaction.forEachOldCard(key) { card in
            let index = UInt64(count)
            count += 1
            guard index <= Self.indexMask else { return }
            if let external = card.externalID { byExternalID.append(Self.entry(CardDigest.of(external), index)) }
            byFront.append(Self.entry(CardDigest.of(DeckCardMatcher.frontKey(card.front)), index))
            ids.append(CardDigest.of(card.id))
        }
        guard found else { return nil }
        self.count = count
        self.byExternalID = byExternalID.sorted()
        self.byFront = byFront.sorted()
        self.ids = ids.sorted()
    }

    /// The first card in deck order with this external id that `accepts`.
    func first(withExternalID external: String, where accepts: (Int, StoredCard) -> Bool) throws -> (index: Int, id: String)? {
        try first(in: byExternalID, digest: CardDigest.of(external), where: accepts)
    }

    /// The first card in deck order with this front (trimmed, lowercased) that `accepts`.
    func first(withFrontKey front: String, where accepts: (Int, StoredCard) -> Bool) throws -> (index: Int, id: String)? {
        try first(in: byFront, digest: CardDigest.of(front), where: accepts)
    }

    /// Whether an old card's id has this digest.
    func hasID(digest: UInt64) -> Bool {
        let at = Self.lowerBound(of: digest, in: ids)
        return at < ids.count && ids[at] == digest
    }

    private static func entry(_ digest: UInt64, _ index: UInt64) -> Entry {
        digest & ~indexMask | index
    }

    /// Each entry sharing the digest's top bits is read back, so a digest
    /// shared by two texts never matches the wrong card.
    private func first(in entries: [Entry], digest: UInt64, where accepts: (Int, StoredCard) -> Bool) throws -> (index: Int, id: String)? {
        let wanted = digest & ~Self.indexMask
        var at = Self.lowerBound(of: wanted, in: entries)
        while at < entries.count, entries[at] & ~Self.indexMask == wanted {
            let index = Int(entries[at] & Self.indexMask)
            if let card = try card(index), accepts(index, card) { return (index, card.id) }
            at += 1
        }
        return nil
    }

    /// The first position whose value is not below `value`.
    private static func lowerBound(of value: UInt64, in array: [UInt64]) -> Int {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if array[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
