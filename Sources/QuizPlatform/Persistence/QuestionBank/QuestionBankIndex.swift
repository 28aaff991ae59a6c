import FoundationEssentials
@preconcurrency import Glibc

/// `questions.json.index`: every live question of questions.json and its
/// journal, in order, so that a game, an add or a listing need not scan and
/// decode the whole bank again. A cache: it is rebuilt whenever its stamp
/// differs from the files', and failing to write it only costs the next scan.
///
/// Layout, little-endian 64-bit words: magic, the base's stamp (4 words),
/// the journal's stamp (4), the count of unreadable journal lines, the count
/// of entries, the bytes the live questions take; then the entries
/// (`BankEntry`, 5 words each).
///
/// Only the header is read up front; the entries are read from the open
/// file a chunk at a time when they are visited, so adding to or listing a
/// bank of a million questions holds a chunk of them, not all. An add writes
/// its entries in place past the last one and then rewrites the header, so
/// a reader without the lock sees either the old header (and the old
/// entries, which do not change) or the new one with every entry written;
/// a whole rewrite renames a new file into place, which a reader that has
/// the old one open does not see.
struct QuestionBankIndex: Equatable {
    var stamp: BankStamp
    /// Journal lines that are neither a question nor a removal; the next
    /// writer sets them aside.
    var unreadableJournalLines: Int
    private(set) var count: Int
    /// The bytes a compaction would keep (`BankEntry.storedBytes` of every entry).
    private(set) var liveBytes: Int
    /// Drawn anew whenever the index is written whole, kept when entries are
    /// appended: a `QuestionBankHashTable` of this generation lists the
    /// same entries at the same positions.
    let generation: UInt64
    private let storage: Storage

    private enum Storage {
        /// Entries just scanned, when the index could not be written.
        case memory([BankEntry])
        /// The index file, open; its entries start after the header.
        case file(OpenFile)
    }

    private static let magic: UInt64 = 0x3358_4449_5A49_5551  // "QUIZIDX3"
    static let headerWords = 13
    static let headerBytes = 8 * headerWords
    /// Entries read or written at a time: 40 KiB.
    static let chunkEntries = 1024

    init(stamp: BankStamp, unreadableJournalLines: Int, entries: [BankEntry]) {
        self.stamp = stamp
        self.unreadableJournalLines = unreadableJournalLines
        self.count = entries.count
        self.liveBytes = entries.reduce(0) { $0 + $1.storedBytes }
        self.generation = UInt64.random(in: 1 ... .max)
        self.storage = .memory(entries)
    }

    private init(stamp: BankStamp, unreadableJournalLines: Int, count: Int, liveBytes: Int, generation: UInt64, file: OpenFile) {
        self.generation = generation
        self.stamp = stamp
        self.unreadableJournalLines = unreadableJournalLines
        self.count = count
        self.liveBytes = liveBytes
        self.storage = .file(file)
    }

    static func == (left: Self, right: Self) -> Bool {
        guard left.stamp == right.stamp, left.unreadableJournalLines == right.unreadableJournalLines, left.count == right.count,
            left.liveBytes == right.liveBytes
        else { return false }
        return (try? left.entries()) == (try? right.entries())
    }

    // MARK: - Reading

    /// The index at `url` if it describes exactly the files stamped `stamp`.
    static func read(from url: URL, matching stamp: BankStamp) -> QuestionBankIndex? {
        guard let file = try? OpenFile.existing(url.path) else { return nil }
        return read(file, matching: stamp)
    }

    private static func read(_ file: OpenFile, matching stamp: BankStamp) -> QuestionBankIndex? {
        guard let header = try? file.read(at: 0, count: headerBytes), header.count == headerBytes else { return nil }
        let words = header.withUnsafeBytes { raw in
            (0..<headerWords).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) }
        }
        let stored = stamp.base.size + stamp.journal.size
        guard words[0] == magic,
            BankStamp(base: FileStamp(words: words[1...4]), journal: FileStamp(words: words[5...8])) == stamp,
            let unreadable = Int(exactly: words[9]), let count = Int(exactly: words[10]), let live = Int(exactly: words[11]),
            UInt64(count) <= stored, UInt64(live) <= stored + UInt64(count),
            // An add in progress may have written entries past the header's count.
            let size = try? file.size(), size >= headerBytes + BankEntry.bytes * count
        else { return nil }
        return QuestionBankIndex(
            stamp: stamp, unreadableJournalLines: unreadable, count: count, liveBytes: live, generation: words[12], file: file)
    }

    /// Calls `body` with every entry in order, reading a chunk at a time.
    /// Throws `EIO` when an entry does not lie in the stamped files.
    func forEachEntry(from first: Int = 0, _ body: (BankEntry) throws -> Void) throws {
        switch storage {
        case .memory(let entries):
            for entry in entries[min(first, entries.count)...] { try body(entry) }
        case .file:
            var start = first
            while start < count {
                let chunk = try entries(start..<min(count, start + Self.chunkEntries))
                for entry in chunk { try body(entry) }
                start += chunk.count
            }
        }
    }

    /// The entry at `position` (0..<count).
    func entry(at position: Int) throws(SystemCallError) -> BankEntry {
        try entries(position..<(position + 1))[0]
    }

    /// Every entry; for small banks and tests.
    func entries() throws(SystemCallError) -> [BankEntry] { try entries(0..<count) }

    private func entries(_ positions: Range<Int>) throws(SystemCallError) -> [BankEntry] {
        switch storage {
        case .memory(let entries):
            return Array(entries[positions])
        case .file(let file):
            let bytes = try file.read(
                at: Self.headerBytes + BankEntry.bytes * positions.lowerBound, count: BankEntry.bytes * positions.count)
            guard bytes.count == BankEntry.bytes * positions.count else { throw SystemCallError(code: EIO) }
            let entries = bytes.withUnsafeBytes { raw -> [BankEntry]? in
                var entries: [BankEntry] = []
                entries.reserveCapacity(positions.count)
                for number in 0..<positions.count {
                    guard let entry = BankEntry(raw, at: BankEntry.bytes * number, within: stamp) else { return nil }
                    entries.append(entry)
                }
                return entries
            }
            guard let entries else { throw SystemCallError(code: EIO) }
            return entries
        }
    }

    // MARK: - Writing

    /// Writes a whole new index at `url` with the entries `produce` gives,
    /// streamed, and returns it open; nil when it cannot be written (a
    /// read-only folder), which only costs the next reader a scan.
    static func write(
        to url: URL, stamp: BankStamp, unreadableJournalLines: Int, _ produce: ((BankEntry) throws -> Void) throws -> Void
    ) throws -> QuestionBankIndex? {
        var count = 0
        var live = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(BankEntry.bytes * chunkEntries)
        let replacement: AtomicReplacement
        do {
            try DataDirectory(url: url.deletingLastPathComponent()).create()
            replacement = try AtomicReplacement(of: url)
            try replacement.fill { file throws(SystemCallError) in try file.write(Data(count: headerBytes)) }
        } catch {
            return nil
        }
        // A write that fails stops the writing, not the caller's walk: its own errors go through.
        var writable = true
        try produce { entry in
            entry.append(to: &buffer)
            count += 1
            live += entry.storedBytes
            guard buffer.count >= BankEntry.bytes * chunkEntries else { return }
            if writable { writable = (try? buffer.withUnsafeBytes { try replacement.write($0) }) != nil }
            buffer.removeAll(keepingCapacity: true)
        }
        guard writable else { return nil }
        let header = Self.header(
            stamp: stamp, unreadable: unreadableJournalLines, count: count, live: live, generation: UInt64.random(in: 1 ... .max))
        do {
            try buffer.withUnsafeBytes { try replacement.write($0) }
            try replacement.fill { file throws(SystemCallError) in try file.write(header, at: 0) }
            // Not fsynced: a cache, rebuilt when it does not match the
            // files' stamps or its entries do not lie in them, and appended
            // to in place without an fsync anyway. Syncing it cost an import
            // of a hundred thousand questions a tenth of its time.
            try replacement.commit(durable: false)
        } catch {
            return nil
        }
        guard let file = try? OpenFile.existing(url.path) else { return nil }
        return read(file, matching: stamp)
    }

    /// This index written whole at `url`: the open index itself when that
    /// works, else this one (in memory or on its old file).
    func written(to url: URL, removing removed: Set<UUID> = []) throws -> QuestionBankIndex {
        let rewritten = try Self.write(to: url, stamp: stamp, unreadableJournalLines: unreadableJournalLines) { emit in
            try forEachEntry { entry in
                if !removed.contains(entry.id) { try emit(entry) }
            }
        }
        if let rewritten { return rewritten }
        guard !removed.isEmpty else { return self }
        var kept: [BankEntry] = []
        try forEachEntry { if !removed.contains($0.id) { kept.append($0) } }
        return QuestionBankIndex(stamp: stamp, unreadableJournalLines: unreadableJournalLines, entries: kept)
    }

    static func header(stamp: BankStamp, unreadable: Int, count: Int, live: Int, generation: UInt64) -> Data {
        var data = Data(capacity: headerBytes)
        let words =
            [magic] + stamp.base.words + stamp.journal.words + [UInt64(unreadable), UInt64(count), UInt64(live), generation]
        for word in words { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// Adds entries to this index: in place in its file when it is the
    /// one at `url`, else rewritten whole at the end.
    func appender(at url: URL) -> QuestionBankIndexAppender {
        guard case .file(let open) = storage, let file = try? OpenFile.dataFile(url.path, flags: O_RDWR),
            let identity = try? file.identity(), let openIdentity = try? open.identity(), identity == openIdentity
        else { return QuestionBankIndexAppender(base: self, url: url, file: nil) }
        return QuestionBankIndexAppender(base: self, url: url, file: file)
    }

    /// The index `appender` made, stamped `stamp`, reading its entries from `file`.
    static func appended(
        stamp: BankStamp, unreadable: Int, count: Int, live: Int, generation: UInt64, file: OpenFile
    ) -> QuestionBankIndex {
        QuestionBankIndex(
            stamp: stamp, unreadableJournalLines: unreadable, count: count, liveBytes: live, generation: generation, file: file)
    }
}
