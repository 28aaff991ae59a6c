import Foundation

/// The cards a deck had before a re-import, indexed without being held: for
/// each card the digests of its external id, of its front and of its id,
/// and where its line lies in the old file (still open, so still there
/// after the new file replaces it). A 30,000-card deck costs about 50 bytes
/// a card, not its text.
struct OldDeckCards {
    private struct Entry: Comparable {
        var digest: UInt64
        var index: Int32

        static func < (a: Entry, b: Entry) -> Bool {
            a.digest != b.digest ? a.digest < b.digest : a.index < b.index
        }
    }

    private let file: OpenFile
    private let url: URL
    /// Where each card's line lies, in file order.
    private var lines: [Range<Int>] = []
    private var byExternalID: [Entry] = []
    private var byFront: [Entry] = []
    private var ids: [UInt64] = []

    var count: Int { lines.count }

    /// Reads the deck file `file` once; nil when it is damaged (a line
    /// that does not read, or no deck line): the store repairs it first.
    init?(file: OpenFile, url: URL) throws {
        self.file = file
        self.url = url
        var lines: [Range<Int>] = []
        var byExternalID: [Entry] = []
        var byFront: [Entry] = []
        var ids: [UInt64] = []
        let scan = try DeckLine.scan(file, url: url) { card, range in
            let index = Int32(lines.count)
            lines.append(range)
            if let external = card.externalID { byExternalID.append(Entry(digest: CardDigest.of(external), index: index)) }
            byFront.append(Entry(digest: CardDigest.of(DeckCardMatcher.frontKey(card.front)), index: index))
            ids.append(CardDigest.of(card.id))
        }
        guard scan.summary != nil, scan.badLines.isEmpty else { return nil }
        self.lines = lines
        self.byExternalID = byExternalID.sorted()
        self.byFront = byFront.sorted()
        self.ids = ids.sorted()
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
        let at = Self.lowerBound(of: digest, in: ids) { $0 }
        return at < ids.count && ids[at] == digest
    }

    /// Entries sharing a digest sit together in file order; each is read
    /// back, so a digest shared by two texts never matches the wrong card.
    private func first(in entries: [Entry], digest: UInt64, where accepts: (Int, StoredCard) -> Bool) throws -> (index: Int, id: String)? {
        var at = Self.lowerBound(of: digest, in: entries) { $0.digest }
        while at < entries.count, entries[at].digest == digest {
            let index = Int(entries[at].index)
            if let card = try card(at: index), accepts(index, card) { return (index, card.id) }
            at += 1
        }
        return nil
    }

    private func card(at index: Int) throws -> StoredCard? {
        let range = lines[index]
        do {
            return DeckLine.card(from: Data(try file.read(at: range.lowerBound, count: range.count)))
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    private static func lowerBound<Element>(of digest: UInt64, in array: [Element], key: (Element) -> UInt64) -> Int {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if key(array[middle]) < digest { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
