import FoundationEssentials

extension HistoryLog {
    /// The one game whose id starts with `idPrefix`, ignoring case. Ids are
    /// matched in each line's raw text; only the matches are decoded.
    ///
    /// A history longer than `indexedSize` is searched through its index: only the lines the
    /// index points at, and the lines appended since it was written, are
    /// read. Each line read is checked to carry the id the index says; if
    /// one does not, the index is rebuilt, and if that does not help (or no
    /// index can be written) every line is read, as for a short history.
    ///
    /// Without `buildingIndex` an index is used only if it is current.
    /// With `checkingLines`, an index built checks every line by the one
    /// rule, as a delete needs (see `HistoryDeletion`): `history delete`
    /// then reads the history once, not twice.
    public func find(idPrefix: String, buildingIndex: Bool = true, checkingLines: Bool = false) throws -> GameRecord {
        let wanted = idPrefix.uppercased()
        guard !wanted.isEmpty, let file = try openForReading() else {
            throw PersistenceError.historyGameNotFound(prefix: idPrefix)
        }
        var matches: IDMatches
        do {
            if try file.size() > indexedSize,
                let indexed = try indexedMatches(of: wanted, in: file, building: buildingIndex, checking: checkingLines)
            {
                matches = indexed
            } else {
                matches = IDMatches(wanted: wanted)
                try matches.consider(linesOf: file, from: 0, reader: self)
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        let games = matches.found.compactMap { GameLine.game(in: $0.line) }
        guard games.count <= 1 else {
            throw PersistenceError.historyIDAmbiguous(prefix: idPrefix, matches: games.map(\.id))
        }
        guard let game = games.first else { throw PersistenceError.historyGameNotFound(prefix: idPrefix) }
        return game
    }

    /// The matches found through the index; nil when it cannot be used.
    private func indexedMatches(of wanted: String, in file: OpenFile, building: Bool, checking: Bool) throws(SystemCallError)
        -> IDMatches?
    {
        guard let keys = HistoryIndex.keys(startingWith: wanted) else { return IDMatches(wanted: wanted) }
        let index = HistoryIndex(history: path, lineLimit: lineLimit)
        for attempt in 0..<(building ? 2 : 1) {
            if attempt > 0 { _ = try? index.rebuild(file, checking: checking) }
            guard let candidates = index.candidates(keys: keys, in: file, building: building, checking: checking) else {
                return nil
            }
            var matches = IDMatches(wanted: wanted)
            guard try matches.consider(offsets: candidates.offsets, keys: keys, of: file, reader: self) else { continue }
            try matches.consider(linesOf: file, from: candidates.unindexedFrom, reader: self)
            return matches
        }
        return nil
    }
}

/// The distinct ids starting with a prefix, in file order, each with the
/// first line that carries it.
private struct IDMatches {
    let wanted: String
    private(set) var found: [(id: UUID, line: Data)] = []

    init(wanted: String) { self.wanted = wanted }

    private mutating func consider(_ line: FileLine) -> UUID? {
        guard let id = GameLine.id(in: line.bytes) else { return nil }
        if id.uuidString.hasPrefix(wanted), !found.contains(where: { $0.id == id }) { found.append((id, line.bytes)) }
        return id
    }

    /// Every line from `offset` to the end.
    mutating func consider(linesOf file: OpenFile, from offset: Int, reader history: HistoryLog) throws(SystemCallError) {
        var reader = history.forwardReader(file, from: offset)
        while let line = try reader.nextLine() { _ = consider(line) }
    }

    /// The lines the index points at; false when one of them does not
    /// start there or carries an id without a key in `keys`.
    mutating func consider(offsets: [Int], keys: ClosedRange<UInt64>, of file: OpenFile, reader history: HistoryLog)
        throws(SystemCallError) -> Bool
    {
        for offset in offsets {
            var reader = ForwardLineReader(file: file, from: offset, chunkSize: 16 * 1024, lineLimit: history.lineLimit)
            guard let line = try reader.nextLine(), line.offset == offset, let id = consider(line),
                keys.contains(HistoryIndex.key(of: id))
            else { return false }
        }
        return true
    }
}
