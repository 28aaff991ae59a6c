import Foundation
@preconcurrency import Glibc

/// Reads sorted index entries in order, a block at a time, from a file or
/// from memory.
struct HistoryIndexCursor {
    private let file: OpenFile?
    private var next: Int
    private var remaining: Int
    private var block: [HistoryIndex.Entry]
    private var position = 0

    static let blockLength = 4096

    /// `count` entries at byte `offset` of `file`.
    init(file: OpenFile, at offset: Int, count: Int) {
        self.file = file
        next = offset
        remaining = count
        block = []
    }

    init(entries: [HistoryIndex.Entry]) {
        file = nil
        next = 0
        remaining = 0
        block = entries
    }

    var current: HistoryIndex.Entry? { position < block.count ? block[position] : nil }

    mutating func advance() throws(SystemCallError) {
        position += 1
        if position >= block.count { try fill() }
    }

    /// Reads the next block once the current one is used up.
    mutating func fill() throws(SystemCallError) {
        guard position >= block.count, remaining > 0, let file else { return }
        let count = min(Self.blockLength, remaining)
        let bytes = try file.read(at: next, count: count * HistoryIndex.entrySize)
        guard bytes.count == count * HistoryIndex.entrySize else { throw SystemCallError(code: EIO) }
        block = HistoryIndex.decode(bytes)
        position = 0
        next += bytes.count
        remaining -= count
    }
}
