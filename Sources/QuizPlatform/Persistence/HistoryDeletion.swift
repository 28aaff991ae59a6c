import FoundationEssentials
@preconcurrency import Glibc

/// A delete of one game planned through `history.jsonl.index`, so that
/// removing one game of a million costs about a copy of the file, not a
/// parse of every line.
///
/// Before the index's `checked`, the index says where the game's line
/// starts and which lines are not games (every line there was checked by
/// the one rule); only the lines after it are parsed, and once, since the
/// index the delete writes has checked them all. Every line the index
/// points at is checked to start a line and carry the id it says; an index
/// that points amiss makes the plan fail, and the caller rebuilds it or
/// reads every line.
///
/// The replacement is the bytes between the lines left out, copied by the
/// kernel; then the index of the new file is written from the old one, its
/// offsets shifted, a block at a time, so the next `show` or `delete` is
/// indexed too.
struct HistoryDeletion {
    let file: OpenFile
    let size: Int
    private let index: HistoryIndex
    private let loaded: HistoryIndex.Loaded
    /// The lines of the game deleted, in file order: one, or several in a
    /// history edited by hand; none when the history does not hold it.
    private(set) var removed: [Range<Int>] = []
    /// The lines that are not games, in file order: set aside, not copied.
    private(set) var unreadable: [Range<Int>] = []
    /// The games from `checked` on, but the one deleted: the index holds
    /// none of them yet, or holds them unchecked.
    private let parsed: HistoryIndexRuns
    /// The last game kept, and where its line starts.
    private(set) var lastKept: (id: UUID, offset: Int)?
    /// Whether the history's last byte is "\n".
    private var endsWithNewline = true
    /// What is left out, each line with its "\n", in file order, and how
    /// many bytes are left out before the end of each.
    private var dropped: [(range: Range<Int>, before: Int)] = []

    /// Plans the delete of `id`; nil when the index points amiss.
    init?(removing id: UUID, from file: OpenFile, index: HistoryIndex, loaded: HistoryIndex.Loaded) throws {
        self.file = file
        self.index = index
        self.loaded = loaded
        size = try file.size()
        parsed = HistoryIndexRuns(beside: index.url)
        let checked = Int(loaded.header.checked)
        let key = HistoryIndex.key(of: id)
        for offset in try index.offsets(in: loaded, keys: key...key) where offset < checked {
            guard let line = try line(at: offset), let found = GameLine.id(in: line.bytes),
                HistoryIndex.key(of: found) == key
            else { return nil }
            if found == id { removed.append(line.offset..<line.offset + line.length) }
        }
        for line in try index.unreadableLines(of: loaded) {
            guard line.upperBound < checked, try startsLine(line.lowerBound),
                try file.read(at: line.upperBound, count: 1) == [UInt8(ascii: "\n")]
            else { return nil }
            unreadable.append(line)
        }
        try readUnchecked(from: checked, removing: id)
        dropped = Self.dropped(removed + unreadable, size: size)
        if size > 0 { endsWithNewline = try file.read(at: size - 1, count: 1) == [UInt8(ascii: "\n")] }
        guard try findLastKept() else { return nil }
    }

    /// Parses the lines from `checked` on by the one rule.
    private mutating func readUnchecked(from checked: Int, removing id: UUID) throws {
        var reader = ForwardLineReader(file: file, from: checked, lineLimit: index.lineLimit)
        while let line = try reader.nextLine() {
            guard let game = GameLine.summary(in: line) else {
                unreadable.append(line.offset..<line.offset + line.length)
                continue
            }
            if game.id == id {
                removed.append(line.offset..<line.offset + line.length)
            } else {
                try parsed.add(HistoryIndex.Entry(key: HistoryIndex.key(of: game.id), offset: UInt64(line.offset)))
            }
        }
    }

    /// The last line not left out, read backwards: every such line is a
    /// game (the index or the parse checked it); false when one is not.
    private mutating func findLastKept() throws(SystemCallError) -> Bool {
        let leftOut = Set(dropped.map(\.range.lowerBound))
        var reader = try BackwardLineReader(file: file, lineLimit: index.lineLimit)
        while let line = try reader.previousLine() {
            guard !leftOut.contains(line.offset) else { continue }
            guard let id = GameLine.id(in: line.bytes) else { return false }
            lastKept = (id, line.offset)
            return true
        }
        return true
    }

    /// Copies every byte not left out into `replacement`; a last line kept
    /// without "\n" gets one, as every line written has.
    func copy(into replacement: AtomicReplacement) throws {
        var from = 0
        for (range, _) in dropped {
            if range.lowerBound > from { try replacement.append(from..<range.lowerBound, of: file) }
            from = max(from, range.upperBound)
        }
        if from < size {
            try replacement.append(from..<size, of: file)
            if !endsWithNewline { try [UInt8(ascii: "\n")].withUnsafeBytes { try replacement.write($0) } }
        }
    }

    /// Writes the index of `replacement`: the old entries before
    /// `checked` but those of the lines left out, merged with the games
    /// parsed after it, each shifted past what was left out, read and
    /// written a block at a time. Every line of the new file is a game
    /// checked by the one rule.
    func writeIndex(of replacement: AtomicReplacement) throws {
        let identity = try replacement.identity()
        let size = try replacement.size()
        let leftOut = Set(dropped.map(\.range.lowerBound))
        let header = HistoryIndex.Header(
            device: identity.device, inode: identity.inode, covered: UInt64(size), count: 0,
            lastOffset: UInt64(lastKept.map { shifted($0.offset) } ?? 0), lastID: lastKept?.id, checked: UInt64(size))
        let old = HistoryIndexCursor(
            file: loaded.file, at: HistoryIndex.headerSize, count: Int(loaded.header.count), below: Int(loaded.header.checked))
        try index.write(header, unreadable: []) { add in
            try parsed.merge(with: [old]) { entry in
                guard !leftOut.contains(Int(entry.offset)) else { return }
                try add(HistoryIndex.Entry(key: entry.key, offset: UInt64(shifted(Int(entry.offset)))))
            }
        }
    }

    /// Where a line kept at `offset` starts in the replacement.
    private func shifted(_ offset: Int) -> Int {
        var low = 0
        var high = dropped.count
        while low < high {
            let middle = (low + high) / 2
            if dropped[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset - dropped[low - 1].before
    }

    /// `lines` with their "\n", sorted, each with the bytes left out up to its end.
    private static func dropped(_ lines: [Range<Int>], size: Int) -> [(range: Range<Int>, before: Int)] {
        var total = 0
        return lines.sorted { $0.lowerBound < $1.lowerBound }.map { line in
            let range = line.lowerBound..<min(line.upperBound + 1, size)
            total += range.count
            return (range, total)
        }
    }

    /// The line starting at `offset`, or nil when no line starts there.
    private func line(at offset: Int) throws(SystemCallError) -> FileLine? {
        guard try startsLine(offset) else { return nil }
        var reader = ForwardLineReader(file: file, from: offset, chunkSize: 16 * 1024, lineLimit: index.lineLimit)
        guard let line = try reader.nextLine(), line.offset == offset, !line.isOversized else { return nil }
        return line
    }

    private func startsLine(_ offset: Int) throws(SystemCallError) -> Bool {
        guard offset > 0 else { return true }
        guard offset <= size else { return false }
        return try file.read(at: offset - 1, count: 1) == [UInt8(ascii: "\n")]
    }
}
