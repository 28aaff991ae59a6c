import Foundation

extension HistoryLog {
    /// Removes the game with `id`, rewriting the file atomically under the
    /// lock; false when there is no such game (and nothing is written).
    ///
    /// The history is streamed into its replacement: each line is checked
    /// to be a game and its id read (`GameLine.summary`), without building
    /// its answers, and the lines kept are written a megabyte at a time, so
    /// removing one game of a million costs about a copy of the file and
    /// the memory of a few lines.
    ///
    /// `settle` runs under the lock and must call the rewrite's `perform`:
    /// `DataStores.deleteGame` keeps the statistics exact around it. Only
    /// tests of the history alone leave it out.
    @discardableResult
    func delete(id: UUID, settle: (HistoryRewrite) throws -> Void = { try $0.perform() }) throws -> Bool {
        try lock.withLock {
            guard let copy = try copy(keeping: { $0 != id }), copy.removed > 0 else { return false }
            try settle(rewrite(with: copy))
            return true
        }
    }

    /// Removes every game, with `settle` as for `delete(id:settle:)`.
    func clear(settle: (HistoryRewrite) throws -> Void = { try $0.perform() }) throws {
        try lock.withLock {
            guard let copy = try copy(keeping: { _ in false }), copy.removed > 0 || !copy.unreadable.isEmpty else { return }
            try settle(rewrite(with: copy))
        }
    }

    /// A replacement of the history being written, and what it leaves out.
    private struct Copy {
        /// The history as it was read, to copy the unreadable lines aside from.
        let file: OpenFile
        let replacement: AtomicReplacement
        /// Where the lines that are not games lie.
        var unreadable: [Range<Int>] = []
        /// How many games were left out.
        var removed = 0
        var lastKept: UUID?
    }

    /// How much of the replacement is gathered before it is written.
    private static let copyPiece = 1 << 20

    /// The replacement holding the games `keep` accepts (by id), oldest
    /// first; nil when there is no history.
    private func copy(keeping keep: (UUID) -> Bool) throws -> Copy? {
        guard let file = try openForReading() else { return nil }
        var copy = Copy(file: file, replacement: try AtomicReplacement(of: url))
        var piece: [UInt8] = []
        piece.reserveCapacity(Self.copyPiece)
        func flush() throws {
            try piece.withUnsafeBytes { try copy.replacement.write($0) }
            piece.removeAll(keepingCapacity: true)
        }
        let decoder = JSONCoding.decoder()
        var reader = forwardReader(file)
        while let line = try nextLine(&reader) {
            guard let id = GameLine.summary(in: line, decoder: decoder)?.id else {
                copy.unreadable.append(line.offset..<line.offset + line.length)
                continue
            }
            guard keep(id) else {
                copy.removed += 1
                continue
            }
            piece += line.bytes
            piece.append(UInt8(ascii: "\n"))
            copy.lastKept = id
            if piece.count >= Self.copyPiece { try flush() }
        }
        try flush()
        return copy
    }

    private func nextLine(_ reader: inout ForwardLineReader) throws -> FileLine? {
        do {
            return try reader.nextLine()
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// Sets the unreadable lines aside first (so they are never lost), then
    /// puts the replacement in place; the player hears about the unreadable
    /// lines once the rewrite has succeeded.
    private func rewrite(with copy: Copy) -> HistoryRewrite {
        HistoryRewrite(history: self, lastKept: copy.lastKept) {
            var notice: QuarantineNotice?
            if !copy.unreadable.isEmpty {
                notice = try quarantine.setAside(lines: copy.unreadable, from: copy.file, of: url)
            }
            try copy.replacement.commit()
            if let notice { onQuarantine(notice) }
        }
    }
}
