import FoundationEssentials
@preconcurrency import Glibc

extension QuestionBankStore {
    /// Rewrites the bank with its live questions alone once removed ones
    /// (and removal lines) take as much room as they do: the cost of a
    /// compaction is paid for by the removals before it.
    func compactIfWasteful(_ snapshot: QuestionBankSnapshot) throws {
        let stored = Int(snapshot.index.stamp.base.size + snapshot.index.stamp.journal.size)
        guard stored > 2 * snapshot.index.liveBytes + compactionSlack else { return }
        try rewriteHoldingLock { emit in
            try readingIndex { try snapshot.forEachElement { entry, bytes in try emit(bytes, entry.textHash, entry.id) } }
        }
    }

    /// Writes questions.json with the elements `produce` gives (each one
    /// question's compact JSON, its text hash and id), streamed, then
    /// removes the journal and writes the index.
    func rewriteHoldingLock(
        _ produce: (_ emit: (UnsafeRawBufferPointer, UInt64, UUID) throws -> Void) throws -> Void
    ) throws {
        let replacement = try AtomicReplacement(of: url)
        var buffer = Array(#"{"questions":["#.utf8)
        var flushed = 0
        var entries: [BankEntry] = []
        try produce { element, textHash, id in
            if !entries.isEmpty { buffer.append(UInt8(ascii: ",")) }
            let start = flushed + buffer.count
            buffer.append(contentsOf: element)
            entries.append(BankEntry(inJournal: false, range: start..<(start + element.count), textHash: textHash, id: id))
            if buffer.count >= 1 << 16 {
                try buffer.withUnsafeBytes { try replacement.write($0) }
                flushed += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer += Array("]}\n".utf8)
        try buffer.withUnsafeBytes { try replacement.write($0) }
        try replacement.commit()
        guard unlink(journalURL.path) == 0 || errno == ENOENT else { throw PersistenceError.cannotWrite(journalURL, .current) }
        do {
            try OpenFile.syncDirectory(url.deletingLastPathComponent().path)
            let base = try OpenFile.existing(url.path)
            let stamp = BankStamp(base: try FileStamp(base), journal: .missing)
            _ = try? QuestionBankIndex(stamp: stamp, unreadableJournalLines: 0, entries: entries).written(to: indexURL)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }
}
