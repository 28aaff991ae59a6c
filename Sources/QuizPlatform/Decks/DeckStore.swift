import FoundationEssentials
@preconcurrency import Glibc

/// The decks you imported, in the data folder's `decks/`: one file a deck,
/// `decks/HASH.jsonl`, its first line the deck (`{"name":…,"cardCount":…,
/// "importedAt":…}`), then one line a card (`{"id":…,"front":…,"back":…}`).
///
/// One file a deck keeps every change as small as the deck it touches:
/// importing a deck writes its file alone, whatever else you have, and
/// removing one unlinks it. Each file is replaced atomically under the
/// lock `decks.lock`; a file that cannot be read is moved aside (a damaged
/// card line alone is set aside, the rest kept) and reported.
public struct DeckStore: Sendable {
    /// The `decks/` folder.
    public let folder: URL
    private let lock: FileLock
    private let quarantine: Quarantine
    private let onQuarantine: QuarantineHandler

    public init(directory: DataDirectory, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        folder = directory.file("decks")
        lock = FileLock(guarded: folder)
        quarantine = Quarantine(clock: clock)
        self.onQuarantine = onQuarantine
    }

    // MARK: - Reading

    /// Every deck without its cards, by name.
    public func summaries() throws -> [DeckSummary] {
        try deckFiles().compactMap { try readSummary(of: $0) }.sorted(by: Self.byName)
    }

    /// Every deck with its cards, by name: what the review collection files
    /// under the cards' ids.
    public func decks() throws -> [StoredDeck] {
        try deckFiles().compactMap { try readDeck(at: $0) }.sorted { Self.byName($0.summary, $1.summary) }
    }

    /// The deck named `name` (in any case), or nil.
    public func deck(named name: String) throws -> StoredDeck? {
        try readDeck(at: url(forKey: DeckSummary.key(of: name)))
    }

    /// The names of decks `name` may have meant, for "did you mean": those
    /// holding it or held in it, or sharing its first letters; failing
    /// those, every deck when there are a few.
    public func suggestions(for name: String) -> [String] {
        let names = ((try? summaries()) ?? []).map(\.name)
        let wanted = DeckSummary.key(of: name)
        guard !wanted.isEmpty else { return Array(names.prefix(5)) }
        let close = names.filter { candidate in
            let key = DeckSummary.key(of: candidate)
            return key.contains(wanted) || wanted.contains(key) || key.prefix(3) == wanted.prefix(3)
        }
        return close.isEmpty && names.count <= 5 ? names : Array(close.prefix(5))
    }

    // MARK: - Writing

    /// Saves `deck`, replacing a deck of the same name. Cards it had keep
    /// their ids, so their review states stay theirs: a card is the same
    /// card when it has the same external id, else the same front.
    @discardableResult
    public func save(_ deck: ImportedDeck, at date: Date) throws -> DeckSaveResult {
        try withFolderLock {
            let staged = try stage(named: deck.name)
            for card in deck.cards { try staged.add(card) }
            return try staged.commit(at: date)
        }
    }

    /// Imports the decks `read` hands its sink, card by card, under the
    /// lock: each deck replaces the deck of its name, cards it had keeping
    /// their ids (as `save` does). When `read` throws, no deck is changed.
    public func importDecks(at date: Date, reading read: (inout DeckImport) throws -> Void) throws -> DeckImportOutcome {
        try withFolderLock {
            var sink = DeckImport(store: self)
            try read(&sink)
            return try sink.commit(at: date)
        }
    }

    /// A deck named `name` about to be written, the deck it replaces
    /// indexed (repaired first when damaged). Callers hold the lock.
    func stage(named name: String) throws -> StagedDeck {
        let name = name.trimmingWhitespace()
        guard !name.isEmpty else { throw PersistenceError.cannotWrite(path: folder.path, reason: Strings.deckNameEmpty) }
        let key = DeckSummary.key(of: name)
        let url = url(forKey: key)
        var old: OldDeckCards?
        var hadDeck = false
        if let file = try open(url) {
            old = try OldDeckCards(file: file, url: url)
            hadDeck = old != nil
            if old == nil, try repairHoldingLock(url) != nil, let repaired = try open(url) {
                old = try OldDeckCards(file: repaired, url: url)
                hadDeck = true
            }
        }
        return try StagedDeck(name: name, key: key, url: url, old: old, hadDeck: hadDeck)
    }

    /// Removes the deck named `name`; returns it, or nil when there is none.
    /// Its cards' review states go at the review log's next compaction.
    @discardableResult
    public func remove(named name: String) throws -> DeckSummary? {
        let url = url(forKey: DeckSummary.key(of: name))
        return try withFolderLock {
            guard let summary = try readSummary(of: url) else { return nil }
            guard unlink(url.path) == 0 else { throw PersistenceError.cannotWrite(url, .current) }
            try? OpenFile.syncDirectory(folder.path)
            return summary
        }
    }

    // MARK: - Files

    /// `decks/` + a digest of the key: any name makes a safe file name.
    func url(forKey key: String) -> URL {
        folder.appendingPathComponent(Question.contentID(text: key, subject: "deck", correct: "") + ".jsonl", isDirectory: false)
    }

    func deckFiles() throws -> [URL] {
        guard try folderExists() else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw PersistenceError.cannotRead(path: folder.path, reason: Strings.systemReason(of: error))
        }
        return names.filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Whether `decks/` is there; a link or a file in its place is refused.
    private func folderExists() throws -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return false }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            let refusal: DataFileRefusal =
                info.st_mode & S_IFMT == S_IFLNK ? .symbolicLink : .notRegular(FileKind(mode: info.st_mode))
            throw PersistenceError.cannotRead(path: folder.path, reason: refusal.reason)
        }
        return true
    }

    private func withFolderLock<T>(_ body: () throws -> T) throws -> T {
        try lock.withLock {
            if try !folderExists() { try DataDirectory(url: folder).create() }
            return try body()
        }
    }

    private func write(_ deck: StoredDeck, to url: URL) throws {
        StaleTemporaries(of: url).remove()
        try AtomicFile.replace(url) { file throws(SystemCallError) in
            var bytes = DeckHeaderLine.bytes(of: deck.summary)
            bytes.append(UInt8(ascii: "\n"))
            for card in deck.cards {
                DeckLine.append(card, to: &bytes)
                if bytes.count >= 1 << 16 {
                    try file.write(Data(bytes))
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            try file.write(Data(bytes))
        }
    }

    func readSummary(of url: URL) throws -> DeckSummary? {
        guard let file = try open(url) else { return nil }
        var reader = ForwardLineReader(file: file, chunkSize: 4096, lineLimit: DataFileLimits.deckLine)
        let first: FileLine?
        do {
            first = try reader.nextLine()
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        if let first, !first.isOversized, let summary = DeckHeaderLine.summary(from: first.bytes) {
            return summary
        }
        return try repair(url)?.summary
    }

    private func readDeck(at url: URL, locked: Bool = false) throws -> StoredDeck? {
        guard let file = try open(url) else { return nil }
        switch try DeckLine.read(file, url: url) {
        case .deck(let deck): return deck
        case .damaged: return locked ? try repairHoldingLock(url) : try repair(url)
        }
    }

    func open(_ url: URL) throws -> OpenFile? {
        do {
            return try OpenFile.existing(url.path)
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// Sets a damaged deck file right under the lock: without a readable
    /// first line it is moved aside whole, else its unreadable card lines
    /// are set aside and the rest kept. Returns what is left.
    func repair(_ url: URL) throws -> StoredDeck? {
        try withFolderLock { try repairHoldingLock(url) }
    }

    func repairHoldingLock(_ url: URL) throws -> StoredDeck? {
        guard let file = try open(url) else { return nil }
        switch try DeckLine.read(file, url: url) {
        case .deck(let deck): return deck
        case .damaged(let kept, let badLines):
            guard var kept, try file.size() <= DataFileLimits.largeFile else {
                onQuarantine(try quarantine.moveAside(url))
                return nil
            }
            let notice = try quarantine.setAside(lines: badLines, from: file, of: url)
            kept.summary.cardCount = kept.cards.count
            try write(kept, to: url)
            onQuarantine(notice)
            return kept
        }
    }

    static func byName(_ a: DeckSummary, _ b: DeckSummary) -> Bool {
        a.key != b.key ? a.key < b.key : a.name < b.name
    }

}
