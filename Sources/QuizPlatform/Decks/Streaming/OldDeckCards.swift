import FoundationEssentials

/// The cards a deck had before a re-import, indexed without being held: for
/// each card the digests of its external id, of its front and of its id,
/// and where its line lies in the old file (still open, so still there
/// after the new file replaces it). A 30,000-card deck costs 24 to 32 bytes
/// a card, not its text.
struct OldDeckCards {
    /// Where a card's line lies; a deck file is at most
    /// `DataFileLimits.largeFile` bytes, so 32 bits hold both.
    private struct Span {
        var offset: UInt32
        var length: UInt32
    }

    /// A digest's top 40 bits and a card's index in the low 24, sorted: the
    /// cards sharing a digest sit together in file order, and one word a
    /// card is all the index costs. A deck file's lines are at least 30
    /// bytes, so its cards number fewer than 2^24. Two texts sharing the top
    /// 40 bits only cost reading a card back: every match is read to make sure.
    private typealias Entry = UInt64
    private static let indexBits: UInt64 = 24
    private static let indexMask: UInt64 = 1 << indexBits - 1

    private let file: OpenFile
    private let url: URL
    /// Where each card's line lies, in file order.
    private var lines: [Span] = []
    private var byExternalID: [Entry] = []
    private var byFront: [Entry] = []
    private var ids: [UInt64] = []

    var count: Int { lines.count }

    /// Reads the deck file `file` once; nil when it is damaged (a line
    /// that does not read, or no deck line): the store repairs it first.
    init?(file: OpenFile, url: URL) throws {
        self.file = file
        self.url = url
        var lines: [Span] = []
        var byExternalID: [Entry] = []
        var byFront: [Entry] = []
        var ids: [UInt64] = []
        var fits = true
        // Sized once from the deck line, not grown by doubling; a wrong
        // count there only costs a regrowth.
        let reserve = { (summary: DeckSummary) in
            let expected = min(max(summary.cardCount, 0), 1 << 20)
            lines.reserveCapacity(expected)
            byFront.reserveCapacity(expected)
            ids.reserveCapacity(expected)
        }
        let scan = try DeckLine.scan(file, url: url, deck: reserve) { card, range in
            let index = UInt64(lines.count)
            // Cannot fail within the file size limit, whose lines are at
            // least 30 bytes long; a file past it is no deck at all.
            guard index <= Self.indexMask, let offset = UInt32(exactly: range.lowerBound), let length = UInt32(exactly: range.count) else {
                fits = false
                return
            }
            lines.append(Span(offset: offset, length: length))
            if let external = card.externalID { byExternalID.append(Self.entry(CardDigest.of(external), index)) }
            byFront.append(Self.entry(CardDigest.of(DeckCardMatcher.frontKey(card.front)), index))
            ids.append(CardDigest.of(card.id))
        }
        guard scan.summary != nil, scan.badLines.isEmpty, fits else { return nil }
        byExternalID.sort()
        byFront.sort()
        ids.sort()
        self.lines = lines
        self.byExternalID = byExternalID
        self.byFront = byFront
        self.ids = ids
    }

    /// The first card in file order with this external id that `accepts`.
    func first(withExternalID external: String, where accepts: (Int, StoredCard) -> Bool) throws -> (index: Int, id: String)? {
        try first(in: byExternalID, digest: CardDigest.of(external), where: accepts)
    }

    /// The first card in file order with this front (trimmed, lowercased) that `accepts`.
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
            if let card = try card(at: index), accepts(index, card) { return (index, card.id) }
            at += 1
        }
        return nil
    }

    private func card(at index: Int) throws -> StoredCard? {
        let span = lines[index]
        do {
            return DeckLine.card(from: Data(try file.read(at: Int(span.offset), count: Int(span.length))))
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
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
