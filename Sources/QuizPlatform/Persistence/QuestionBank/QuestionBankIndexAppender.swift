import FoundationEssentials
@preconcurrency import Glibc

/// Adds entries at the end of a `QuestionBankIndex`, a chunk at a time, so
/// that adding a hundred thousand questions holds a chunk of entries:
/// written in place past the last entry of the index file (readers do not
/// see them until `finish` rewrites the header), or, when the index is not
/// the file at `url` (scanned in memory, or replaced meanwhile by a reader),
/// kept and written with the others as a whole new index.
struct QuestionBankIndexAppender {
    private let base: QuestionBankIndex
    private let url: URL
    /// The entries added, when the index is rewritten whole at the end.
    private var kept: [BankEntry] = []
    private let file: OpenFile?
    private var buffer: [UInt8] = []
    private var added = 0
    private var live = 0
    private var failed = false

    init(base: QuestionBankIndex, url: URL, file: OpenFile?) {
        self.base = base
        self.url = url
        self.file = file
        // A piece of entries, reserved once rather than grown by doubling.
        if file != nil { buffer.reserveCapacity(BankEntry.bytes * QuestionBankIndex.chunkEntries) }
    }

    mutating func add(_ entry: BankEntry) {
        added += 1
        live += entry.storedBytes
        guard file != nil else {
            kept.append(entry)
            return
        }
        entry.append(to: &buffer)
        if buffer.count >= BankEntry.bytes * QuestionBankIndex.chunkEntries { flush() }
    }

    private mutating func flush() {
        guard let file, !failed, !buffer.isEmpty else { return }
        let end = QuestionBankIndex.headerBytes + BankEntry.bytes * (base.count + added) - buffer.count
        failed = (try? file.write(Data(buffer), at: end)) == nil
        buffer.removeAll(keepingCapacity: true)
    }

    /// The index with the added entries, describing the files stamped
    /// `stamp`; nil when it could not be written (the file is removed, so
    /// the next reader scans).
    mutating func finish(stamp: BankStamp) throws -> QuestionBankIndex? {
        let count = base.count + added
        let unreadable = base.unreadableJournalLines
        guard let file else {
            return try QuestionBankIndex.write(to: url, stamp: stamp, unreadableJournalLines: unreadable) { emit in
                try base.forEachEntry(emit)
                for entry in kept { try emit(entry) }
            }
        }
        flush()
        let live = base.liveBytes + live
        let header = QuestionBankIndex.header(
            stamp: stamp, unreadable: unreadable, count: count, live: live, generation: base.generation)
        guard !failed, (try? file.truncate(to: QuestionBankIndex.headerBytes + BankEntry.bytes * count)) != nil,
            (try? file.write(header, at: 0)) != nil
        else {
            unlink(url.path)
            return nil
        }
        return QuestionBankIndex.appended(
            stamp: stamp, unreadable: unreadable, count: count, live: live, generation: base.generation, file: file)
    }
}
