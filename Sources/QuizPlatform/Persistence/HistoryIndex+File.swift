import FoundationEssentials
@preconcurrency import Glibc

extension HistoryIndex {
    /// The index file, checked to describe the history it is read for.
    struct Loaded {
        let file: OpenFile
        let header: Header
    }

    /// The offsets of the lines whose id may start with what `keys` were
    /// made from, in file order, and where the unindexed lines begin; nil
    /// when no usable index can be had (the folder cannot be written, say).
    /// When `building`, a stale or damaged index is rebuilt, one that many
    /// lines were appended past is extended; otherwise only an index that
    /// is already current is used; `checking` is as for `rebuild`.
    func candidates(keys: ClosedRange<UInt64>, in history: OpenFile, building: Bool, checking: Bool = false)
        -> (offsets: [Int], unindexedFrom: Int)?
    {
        guard var loaded = load(matching: history) ?? (building ? try? rebuild(history, checking: checking) : nil),
            let size = try? history.size()
        else { return nil }
        if building, size - Int(loaded.header.covered) > Self.unindexedTailLimit {
            guard let extended = try? rebuild(history, extending: loaded, checking: checking) else { return nil }
            loaded = extended
        }
        guard let offsets = try? offsets(in: loaded, keys: keys) else { return nil }
        return (offsets.sorted(), Int(loaded.header.covered))
    }

    /// The index when it describes `history`: the same file (device and
    /// inode), no shorter than when indexed, the last game indexed still
    /// there with its id, and "\n" just before `covered`.
    func load(matching history: OpenFile) -> Loaded? {
        guard let file = try? OpenFile.existing(url.filePath), let bytes = try? file.read(at: 0, count: Self.headerSize),
            bytes.count == Self.headerSize, Self.word(bytes, 0) == Self.magic
        else { return nil }
        let count = Self.word(bytes, 32)
        let unreadableCount = Self.word(bytes, 64)
        let checked = Self.word(bytes, 72)
        let header = Header(
            device: Self.word(bytes, 8), inode: Self.word(bytes, 16), covered: Self.word(bytes, 24), count: count,
            lastOffset: Self.word(bytes, 40),
            lastID: count == 0 ? nil : UUID(uuid: bytes.withUnsafeBytes { $0.load(fromByteOffset: 48, as: uuid_t.self) }),
            unreadableCount: unreadableCount, checked: checked)
        guard count < 1 << 40, checked <= header.covered, unreadableCount < 1 << 40, let identity = try? history.identity(),
            identity.device == header.device, identity.inode == header.inode, let indexSize = try? file.size(),
            indexSize == Self.headerSize + Int(count + unreadableCount) * Self.entrySize,
            let size = try? history.size(), size >= Int(header.covered)
        else { return nil }
        if header.covered > 0 {
            guard (try? history.read(at: Int(header.covered) - 1, count: 1)) == [UInt8(ascii: "\n")] else { return nil }
        }
        if let lastID = header.lastID {
            var reader = ForwardLineReader(file: history, from: Int(header.lastOffset), chunkSize: 16 * 1024)
            guard let line = try? reader.nextLine(), line.offset == Int(header.lastOffset),
                GameLine.id(in: line.bytes) == lastID
            else { return nil }
        }
        return Loaded(file: file, header: header)
    }

    /// Indexes the history's lines after what `loaded` covers (every line
    /// when nil) and writes the index. When `checking`, and every line
    /// before them was checked, each line is checked by the one rule and
    /// only games are indexed; otherwise only ids are read.
    func rebuild(_ history: OpenFile, extending loaded: Loaded? = nil, checking: Bool = false) throws -> Loaded? {
        let identity = try history.identity()
        let size = try history.size()
        let runs = HistoryIndexRuns(beside: url)
        var unreadable = try loaded.map { try unreadableLines(of: $0) } ?? []
        var last = loaded.flatMap { loaded in loaded.header.lastID.map { (offset: Int(loaded.header.lastOffset), id: $0) } }
        var covered = Int(loaded?.header.covered ?? 0)
        var checked = Int(loaded?.header.checked ?? 0)
        let checking = checking && checked == covered
        var reader = ForwardLineReader(file: history, from: covered, lineLimit: lineLimit)
        while let line = try reader.nextLine(), line.nextOffset <= size {
            covered = line.nextOffset
            let id: UUID?
            if checking {
                id = GameLine.summary(in: line)?.id
                if id == nil { unreadable.append(line.offset..<line.offset + line.length) }
                checked = covered
            } else {
                id = line.isOversized ? nil : GameLine.id(in: line.bytes)
            }
            guard let id else { continue }
            try runs.add(Entry(key: Self.key(of: id), offset: UInt64(line.offset)))
            last = (line.offset, id)
        }
        // The last line read may have ended the file without "\n".
        if covered > 0, try history.read(at: covered - 1, count: 1) != [UInt8(ascii: "\n")] { return nil }
        let header = Header(
            device: identity.device, inode: identity.inode, covered: UInt64(covered), count: 0,
            lastOffset: UInt64(last?.offset ?? 0), lastID: last?.id, checked: UInt64(checked))
        let known = loaded.map { [HistoryIndexCursor(file: $0.file, at: Self.headerSize, count: Int($0.header.count))] } ?? []
        try write(header, unreadable: unreadable) { add in try runs.merge(with: known, into: add) }
        return load(matching: history)
    }

    /// Writes the index atomically: `header`, the entries `produce` hands
    /// to its argument (in order; the header's count is theirs), then
    /// `unreadable`, never holding more than a piece of them.
    func write(_ header: Header, unreadable: [Range<Int>], entries produce: ((Entry) throws -> Void) throws -> Void) throws {
        let replacement = try AtomicReplacement(of: url)
        // The header goes last, once the entries are counted.
        var bytes = [UInt8](repeating: 0, count: Self.headerSize)
        bytes.reserveCapacity(Self.writePiece)
        func flush(atLeast threshold: Int) throws {
            guard bytes.count >= threshold, !bytes.isEmpty else { return }
            try bytes.withUnsafeBytes { try replacement.write($0) }
            bytes.removeAll(keepingCapacity: true)
        }
        var written: UInt64 = 0
        try produce { entry in
            Self.append(entry.key, to: &bytes)
            Self.append(entry.offset, to: &bytes)
            written += 1
            try flush(atLeast: Self.writePiece)
        }
        for line in unreadable {
            Self.append(UInt64(line.lowerBound), to: &bytes)
            Self.append(UInt64(line.count), to: &bytes)
            try flush(atLeast: Self.writePiece)
        }
        try flush(atLeast: 0)
        var header = header
        header.count = written
        header.unreadableCount = UInt64(unreadable.count)
        let encoded = Data(Self.encode(header))
        try replacement.fill { file throws(SystemCallError) in try file.write(encoded, at: 0) }
        try replacement.commit()
    }

    private static func encode(_ header: Header) -> [UInt8] {
        var bytes: [UInt8] = []
        for word in [Self.magic, header.device, header.inode, header.covered, header.count, header.lastOffset] {
            Self.append(word, to: &bytes)
        }
        let none: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeBytes(of: header.lastID?.uuid ?? none) { bytes += $0 }
        Self.append(header.unreadableCount, to: &bytes)
        Self.append(header.checked, to: &bytes)
        return bytes
    }

    /// How much of the index is gathered before it is written.
    private static let writePiece = 1 << 16

    /// `count` entries from the `first`th on, read with one `pread`.
    func entries(of loaded: Loaded, from first: Int, count: Int) throws -> [Entry] {
        try Self.decode(bytes(of: loaded, at: Self.headerSize + first * Self.entrySize, count: count))
    }

    /// Where the lines that are not games lie, in file order.
    func unreadableLines(of loaded: Loaded) throws -> [Range<Int>] {
        let start = Self.headerSize + Int(loaded.header.count) * Self.entrySize
        // Each is two words, as an entry is: where it starts, its length.
        return try Self.decode(bytes(of: loaded, at: start, count: Int(loaded.header.unreadableCount))).map {
            Int($0.key)..<Int($0.key) + Int($0.offset)
        }
    }

    /// The bytes of `count` records of 16 bytes at `offset`.
    private func bytes(of loaded: Loaded, at offset: Int, count: Int) throws -> [UInt8] {
        let bytes = try loaded.file.read(at: offset, count: count * Self.entrySize)
        guard bytes.count == count * Self.entrySize else { throw SystemCallError(code: EIO) }
        return bytes
    }

    /// The offsets of the entries whose key is in `keys`, in index order:
    /// a binary search for the first, then a forward read.
    func offsets(in loaded: Loaded, keys: ClosedRange<UInt64>) throws -> [Int] {
        var low = 0
        var high = Int(loaded.header.count)
        while low < high {
            let middle = (low + high) / 2
            if try entries(of: loaded, from: middle, count: 1)[0].key < keys.lowerBound {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var offsets: [Int] = []
        let block = 256
        var next = low
        while next < Int(loaded.header.count) {
            for entry in try entries(of: loaded, from: next, count: min(block, Int(loaded.header.count) - next)) {
                guard entry.key <= keys.upperBound else { return offsets }
                offsets.append(Int(entry.offset))
            }
            next += block
        }
        return offsets
    }
}
