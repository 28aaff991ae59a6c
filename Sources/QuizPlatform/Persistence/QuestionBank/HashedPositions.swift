/// Positions filed by a 64-bit hash, eight bytes each, for checking a pack
/// of a hundred thousand questions for duplicates in one pass: each word
/// holds the top bits of a hash and a position in the low `positionBits`,
/// so a lookup finds every position whose hash starts alike, and the
/// caller compares the real keys (a false match costs a read, never a
/// wrong answer). A `Set<String>` of the keys took twelve times the memory.
///
/// Words are kept in three tiers, each merged into the next when full, so
/// an insert moves a word a few times, not once per word after it: the
/// newest few unsorted, a few thousand sorted, and the rest sorted in one
/// array that grows at its end (memory is touched only as it is filled).
struct HashedPositions {
    let positionBits: Int
    private var settled: [UInt64] = []
    /// Where the settled words of each value of their top `directoryBits`
    /// bits start (one more entry for the end): a lookup searches a dozen
    /// words, not the whole array, whose far halves miss the cache.
    private var directory: [UInt32] = []
    private var directoryBits = 0
    private var middle: [UInt64] = []
    private var newest: [UInt64] = []
    private static let newestLimit = 64
    private static let middleLimit = 4096

    /// - Parameters:
    ///   - positionBits: how many low bits each position needs (at most 32).
    ///   - expected: how many are likely to be inserted: room is reserved,
    ///     which costs address space, not memory, until it is filled.
    init(positionBits: Int, expected: Int = 0) {
        precondition((1...32).contains(positionBits))
        self.positionBits = positionBits
        settled.reserveCapacity(expected)
    }

    /// The bits needed to tell `count` positions apart.
    static func bits(for count: Int) -> Int { max(1, Int.bitWidth - max(count - 1, 0).leadingZeroBitCount) }

    var count: Int { settled.count + middle.count + newest.count }

    private var positionMask: UInt64 { (1 << UInt64(positionBits)) - 1 }

    mutating func insert(_ hash: UInt64, position: Int) {
        newest.append((hash & ~positionMask) | (UInt64(position) & positionMask))
        guard newest.count >= Self.newestLimit else { return }
        newest.sort()
        Self.merge(newest, into: &middle)
        newest.removeAll(keepingCapacity: true)
        // The middle tier grows with the settled one, so that merging into it stays rare.
        guard middle.count >= max(Self.middleLimit, settled.count / 16) else { return }
        Self.merge(middle, into: &settled)
        middle.removeAll(keepingCapacity: true)
        fileSettled()
    }

    /// Rebuilds the directory of the settled words: about sixteen words a
    /// slot, at most 4,096 slots (16 KiB).
    private mutating func fileSettled() {
        directoryBits = min(12, max(1, Self.bits(for: settled.count / 16)))
        let slots = 1 << directoryBits
        if directory.count != slots + 1 { directory = [UInt32](repeating: 0, count: slots + 1) }
        var slot = 0
        for (index, word) in settled.enumerated() {
            let top = Int(word >> UInt64(64 - directoryBits))
            while slot <= top {
                directory[slot] = UInt32(index)
                slot += 1
            }
        }
        while slot <= slots {
            directory[slot] = UInt32(settled.count)
            slot += 1
        }
    }

    /// Whether `matches` holds for one of the positions inserted with a
    /// hash whose top bits are `hash`'s.
    func contains(_ hash: UInt64, where matches: (Int) throws -> Bool) rethrows -> Bool {
        let high = hash & ~positionMask
        for word in newest where word & ~positionMask == high {
            if try matches(Int(word & positionMask)) { return true }
        }
        if try contains(high, in: middle, from: 0, to: middle.count, where: matches) { return true }
        guard !directory.isEmpty else { return false }
        let slot = Int(high >> UInt64(64 - directoryBits))
        return try contains(high, in: settled, from: Int(directory[slot]), to: Int(directory[slot + 1]), where: matches)
    }

    /// Searches the sorted `words[start..<end]`, which hold every word whose top bits are `high`'s.
    private func contains(
        _ high: UInt64, in words: [UInt64], from start: Int, to end: Int, where matches: (Int) throws -> Bool
    ) rethrows -> Bool {
        var low = start
        var end = end
        while low < end {
            let middle = (low + end) / 2
            if words[middle] < high { low = middle + 1 } else { end = middle }
        }
        while low < words.count, words[low] & ~positionMask == high {
            if try matches(Int(words[low] & positionMask)) { return true }
            low += 1
        }
        return false
    }

    /// Merges the sorted `words` into the sorted `target`, from the back,
    /// in place: nothing is copied twice and no third array is needed.
    private static func merge(_ words: [UInt64], into target: inout [UInt64]) {
        var left = target.count
        var right = words.count
        var write = left + right
        target.append(contentsOf: words)
        target.withUnsafeMutableBufferPointer { merged in
            while right > 0 {
                write -= 1
                if left > 0, merged[left - 1] > words[right - 1] {
                    left -= 1
                    merged[write] = merged[left]
                } else {
                    right -= 1
                    merged[write] = words[right]
                }
            }
        }
    }
}
