import Foundation

extension HistoryLog {
    /// Removes the game with `id`, rewriting the file atomically under the
    /// lock; false when there is no such game (and nothing is written).
    ///
    /// A history long enough to have an index is rewritten through it (see
    /// `HistoryDeletion`): the line is found by the index, the bytes around
    /// it are copied by the kernel, and the index of the new file is
    /// written, so removing one game of a million costs about a copy of the
    /// file. Otherwise, or when no usable index can be had, each line is
    /// checked to be a game and its id read (`GameLine.summary`), and the
    /// lines kept are written a megabyte at a time: the memory of a few
    /// lines either way.
    ///
    /// `settle` runs under the lock and must call the rewrite's `perform`:
    /// `FileStores.deleteGame` keeps the statistics exact around it. Only
    /// tests of the history alone leave it out.
    @discardableResult
    func delete(id: UUID, settle: (HistoryRewrite) throws -> Void = { try $0.perform() }) throws -> Bool {
        try lock.withLock {
            if let deletion = try indexedDeletion(of: id) {
                guard !deletion.removed.isEmpty else { return false }
                let replacement = try AtomicReplacement(of: url)
                try deletion.copy(into: replacement)
                let copy = Copy(
                    file: deletion.file, replacement: replacement, unreadable: deletion.unreadable,
                    removed: deletion.removed.count, lastKept: deletion.lastKept?.id,
                    reindex: { try deletion.writeIndex(of: replacement) })
                try settle(rewrite(with: copy))
                return true
            }
            guard let copy = try copy(keeping: { $0 != id }), copy.removed > 0 else { return false }
            try settle(rewrite(with: copy))
            return true
        }
    }

    /// The delete of `id` planned through the index; nil when the history
    /// is short (it has no index) or no usable index can be had.
    private func indexedDeletion(of id: UUID) throws -> HistoryDeletion? {
        guard let file = try openForReading() else { return nil }
        let index = HistoryIndex(history: path, lineLimit: lineLimit)
        do {
            guard try file.size() > indexedSize else { return nil }
            // An index that points amiss is rebuilt once, as `find` does.
            for attempt in 0..<2 {
                let current = attempt == 0 ? index.load(matching: file) : nil
                guard let loaded = try current ?? index.rebuild(file, checking: true) else { return nil }
                if let deletion = try HistoryDeletion(removing: id, from: file, index: index, loaded: loaded) {
                    return deletion
                }
            }
        } catch let error as SystemCallError {
            throw PersistenceError.cannotRead(url, error)
        } catch {
            // The index could not be written (a full disk, say): read every line.
            return nil
        }
        return nil
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
        /// Writes the index of the new history once it is in place; nil
        /// when it gets none until one is next needed.
        var reindex: (() throws -> Void)?
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
        var reader = forwardReader(file)
        while let line = try nextLine(&reader) {
            guard let id = GameLine.summary(in: line)?.id else {
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
    ///
    /// The old index goes before the rename: whatever is killed when, no
    /// index ever describes a file it was not written for (the old file's
    /// inode may be reused). The new one is only a cache: if it cannot be
    /// written, the next `show` or `delete` builds it.
    private func rewrite(with copy: Copy) -> HistoryRewrite {
        HistoryRewrite(history: self, lastKept: copy.lastKept) {
            var notice: QuarantineNotice?
            if !copy.unreadable.isEmpty {
                notice = try quarantine.setAside(lines: copy.unreadable, from: copy.file, of: url)
            }
            HistoryIndex(history: path, lineLimit: lineLimit).remove()
            try copy.replacement.commit()
            try? copy.reindex?()
            if let notice { onQuarantine(notice) }
        }
    }
}
