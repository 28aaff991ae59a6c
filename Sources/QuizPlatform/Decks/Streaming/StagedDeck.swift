import FoundationEssentials
@preconcurrency import Glibc

/// One deck of an import being written: its cards go, with their ids, as
/// they come to a scratch file no other process can see (created and
/// unlinked at once, so even a kill -9 leaves nothing behind); `commit`
/// writes the deck line, now that the count is known, and the cards after
/// it to the deck's file, replaced atomically. Until then the old deck is
/// untouched.
///
/// The caller holds the decks' lock from the first card to the commit.
final class StagedDeck {
    let name: String
    let key: String
    let url: URL
    private let scratch: OpenFile
    private var buffer: [UInt8] = []
    private var written = 0
    private var matcher: DeckCardMatcher
    private let oldCount: Int?
    private(set) var cards = 0
    var droppedMedia = 0
    var skippedNotes = 0

    /// `old` is the deck it replaces, indexed; nil when there is none.
    init(name: String, key: String, url: URL, old: OldDeckCards?, hadDeck: Bool) throws {
        self.name = name
        self.key = key
        self.url = url
        matcher = DeckCardMatcher(deckKey: key, old: old)
        oldCount = hadDeck ? old?.count ?? 0 : nil
        let folder = url.deletingLastPathComponent().path
        let path = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        do {
            scratch = try OpenFile(path: path, flags: O_RDWR | O_CREAT | O_EXCL)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
        unlink(path)
    }

    /// Gives `card` its id and writes it.
    func add(_ card: DeckCard) throws {
        let id = try matcher.id(for: card)
        DeckLine.append(StoredCard(id: id, front: card.front, back: card.back, kind: card.kind, externalID: card.externalID), to: &buffer)
        cards += 1
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Replaces the deck's file with the deck line and the cards written.
    func commit(at date: Date) throws -> DeckSaveResult {
        try flush()
        StaleTemporaries(of: url).remove()
        var header = DeckHeaderLine.bytes(of: DeckSummary(name: name, cardCount: cards, importedAt: date))
        header.append(UInt8(ascii: "\n"))
        let replacement = try AtomicReplacement(of: url)
        try replacement.fill { file throws(SystemCallError) in
            try file.write(Data(header))
            var offset = 0
            while offset < written {
                let chunk = try scratch.read(at: offset, count: min(1 << 16, written - offset))
                guard !chunk.isEmpty else { throw SystemCallError(code: EIO) }
                try file.write(Data(chunk))
                offset += chunk.count
            }
        }
        try replacement.commit()
        let kept = matcher.kept
        return DeckSaveResult(name: name, added: cards - kept, kept: kept, removed: (oldCount ?? 0) - kept, replaced: oldCount != nil)
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try scratch.write(Data(buffer))
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}
