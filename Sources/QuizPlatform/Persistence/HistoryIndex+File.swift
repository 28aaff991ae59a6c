import Foundation

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
    /// is already current is used.
    func candidates(keys: ClosedRange<UInt64>, in history: OpenFile, building: Bool) -> (offsets: [Int], unindexedFrom: Int)? {
        guard var loaded = load(matching: history) ?? (building ? try? rebuild(history, keeping: [], from: 0) : nil),
            let size = try? history.size()
        else { return nil }
        if building, size - Int(loaded.header.covered) > Self.unindexedTailLimit {
            guard let known = try? entries(of: loaded),
                let extended = try? rebuild(history, keeping: known, from: Int(loaded.header.covered))
            else { return nil }
            loaded = extended
        }
        guard let offsets = try? offsets(in: loaded, keys: keys) else { return nil }
        return (offsets.sorted(), Int(loaded.header.covered))
    }

    /// The index when it describes `history`: the same file (device and
    /// inode), no shorter than when indexed, the last line indexed still
    /// there with its id, and "\n" just before `covered`.
    func load(matching history: OpenFile) -> Loaded? {
        guard let file = try? OpenFile.existing(url.path), let bytes = try? file.read(at: 0, count: Self.headerSize),
            bytes.count == Self.headerSize, Self.word(bytes, 0) == Self.magic
        else { return nil }
        let count = Self.word(bytes, 32)
        let header = Header(
            device: Self.word(bytes, 8), inode: Self.word(bytes, 16), covered: Self.word(bytes, 24), count: count,
            lastOffset: Self.word(bytes, 40),
            lastID: count == 0 ? nil : UUID(uuid: bytes.withUnsafeBytes { $0.load(fromByteOffset: 48, as: uuid_t.self) }))
        guard let identity = try? history.identity(), identity.device == header.device, identity.inode == header.inode,
            let indexSize = try? file.size(), indexSize == Self.headerSize + Int(count) * Self.entrySize,
            let size = try? history.size(), size >= Int(header.covered)
        else { return nil }
        if header.covered > 0 {
            guard (try? history.read(at: Int(header.covered) - 1, count: 1)) == [UInt8(ascii: "\n")] else { return nil }
        }
        if let lastID = header.lastID {
            var reader = ForwardLineReader(file: history, from: Int(header.lastOffset), chunkSize: 16 * 1024)
            guard let line = try? reader.nextLine(), line.offset == Int(header.lastOffset),
                GameLine.id(in: line.bytes, decoder: JSONCoding.decoder()) == lastID
            else { return nil }
        }
        return Loaded(file: file, header: header)
    }

    /// Indexes the history's lines from `start` on, adds `known` (the
    /// entries of the lines before it) and writes the index.
    func rebuild(_ history: OpenFile, keeping known: [Entry], from start: Int) throws -> Loaded? {
        let identity = try history.identity()
        let size = try history.size()
        var entries = known
        var last: (offset: Int, id: UUID)?
        var covered = start
        var reader = ForwardLineReader(file: history, from: start)
        let decoder = JSONCoding.decoder()
        while let line = try reader.nextLine(), line.nextOffset <= size {
            covered = line.nextOffset
            guard !line.isOversized, let id = GameLine.id(in: line.bytes, decoder: decoder) else { continue }
            entries.append(Entry(key: Self.key(of: id), offset: UInt64(line.offset)))
            last = (line.offset, id)
        }
        // The last line read may have ended the file without "\n".
        if covered > 0, try history.read(at: covered - 1, count: 1) != [UInt8(ascii: "\n")] { return nil }
        if last == nil, let previous = known.max(by: { $0.offset < $1.offset }) {
            var lineReader = ForwardLineReader(file: history, from: Int(previous.offset), chunkSize: 16 * 1024)
            guard let line = try lineReader.nextLine(), let id = GameLine.id(in: line.bytes, decoder: decoder) else { return nil }
            last = (line.offset, id)
        }
        entries.sort()
        let header = Header(
            device: identity.device, inode: identity.inode, covered: UInt64(covered), count: UInt64(entries.count),
            lastOffset: UInt64(last?.offset ?? 0), lastID: last?.id)
        try write(header, entries)
        return load(matching: history)
    }

    private func write(_ header: Header, _ entries: [Entry]) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.headerSize + min(entries.count, 1 << 16) * Self.entrySize)
        for word in [Self.magic, header.device, header.inode, header.covered, header.count, header.lastOffset] {
            Self.append(word, to: &bytes)
        }
        let none: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeBytes(of: header.lastID?.uuid ?? none) { bytes += $0 }
        try AtomicFile.replace(url) { output throws(SystemCallError) in
            for entry in entries {
                Self.append(entry.key, to: &bytes)
                Self.append(entry.offset, to: &bytes)
                if bytes.count >= 1 << 20 {
                    try output.write(Data(bytes))
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            try output.write(Data(bytes))
        }
    }

    /// Every entry, in order.
    func entries(of loaded: Loaded) throws -> [Entry] {
        try entries(of: loaded, from: 0, count: Int(loaded.header.count))
    }

    private func entries(of loaded: Loaded, from first: Int, count: Int) throws -> [Entry] {
        let bytes = try loaded.file.read(at: Self.headerSize + first * Self.entrySize, count: count * Self.entrySize)
        guard bytes.count == count * Self.entrySize else { throw SystemCallError(code: EIO) }
        return stride(from: 0, to: bytes.count, by: Self.entrySize).map {
            Entry(key: Self.word(bytes, $0), offset: Self.word(bytes, $0 + 8))
        }
    }

    /// The offsets of the entries whose key is in `keys`: a binary search
    /// for the first, then a forward read.
    private func offsets(in loaded: Loaded, keys: ClosedRange<UInt64>) throws -> [Int] {
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

    private static func word(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * $1) }
    }

    private static func append(_ word: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }
}
