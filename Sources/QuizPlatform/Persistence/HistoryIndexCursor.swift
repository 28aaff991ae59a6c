import FoundationEssentials
@preconcurrency import Glibc

/// Reads sorted index entries in order, a block at a time, from a file or
/// from memory.
struct HistoryIndexCursor {
    private let file: OpenFile?
    private var next: Int
    private var remaining: Int
    private var block: [HistoryIndex.Entry]
    private var position = 0
    /// Entries of lines from here on are passed over.
    private let limit: UInt64

    static let blockLength = 1024

    /// `count` entries at byte `offset` of `file`, but those of lines from
    /// `limit` on.
    init(file: OpenFile, at offset: Int, count: Int, below limit: Int = .max) {
        self.file = file
        next = offset
        remaining = count
        block = []
        self.limit = UInt64(limit)
    }

    init(entries: [HistoryIndex.Entry]) {
        file = nil
        next = 0
        remaining = 0
        block = entries
        limit = .max
    }

    var current: HistoryIndex.Entry? { position < block.count ? block[position] : nil }

    mutating func advance() throws(SystemCallError) {
        position += 1
        if position >= block.count { try fill() }
    }

    /// Reads the next block once the current one is used up.
    mutating func fill() throws(SystemCallError) {
        while position >= block.count, remaining > 0, let file {
            let count = min(Self.blockLength, remaining)
            let bytes = try file.read(at: next, count: count * HistoryIndex.entrySize)
            guard bytes.count == count * HistoryIndex.entrySize else { throw SystemCallError(code: EIO) }
            block = HistoryIndex.decode(bytes)
            if limit != .max { block.removeAll { $0.offset >= limit } }
            position = 0
            next += bytes.count
            remaining -= count
        }
    }
}
