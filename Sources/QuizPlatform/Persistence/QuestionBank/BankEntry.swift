import FoundationEssentials

/// One live question of the bank: where its JSON object lies, the hash of
/// its text's duplicate key, and its id.
struct BankEntry: Equatable {
    var inJournal: Bool
    var range: Range<Int>
    var textHash: UInt64
    var id: UUID

    /// What the question takes in a compacted questions.json: its object and a separator.
    var storedBytes: Int { range.count + 1 }

    static let words = 5
    static let bytes = 8 * words
    private static let journalBit: UInt64 = 1 << 63

    /// Five little-endian words: start (top bit set when in the journal), end, text hash, id (2 words).
    func append(to data: inout [UInt8]) {
        let (high, low) = withUnsafeBytes(of: id.uuid) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        // Word by word, without an array of them: an index of a hundred thousand entries is written at once.
        func append(_ word: UInt64) { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt64(range.lowerBound) | (inJournal ? Self.journalBit : 0))
        append(UInt64(range.upperBound))
        append(textHash)
        append(high)
        append(low)
    }

}

extension BankEntry {
    /// The entry at `offset` of `raw`, or nil when its range does not lie in
    /// the files stamped `stamp` (a damaged index).
    init?(_ raw: UnsafeRawBufferPointer, at offset: Int, within stamp: BankStamp) {
        func word(_ number: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * number, as: UInt64.self))
        }
        let inJournal = word(0) & Self.journalBit != 0
        let start = Int(truncatingIfNeeded: word(0) & ~Self.journalBit)
        let end = Int(truncatingIfNeeded: word(1))
        let limit = inJournal ? stamp.journal.size : stamp.base.size
        guard 0 <= start, start < end, UInt64(end) <= limit else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let high = word(3)
        let low = word(4)
        withUnsafeMutableBytes(of: &value) { id in
            id.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
            id.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
        }
        self.init(inJournal: inJournal, range: start..<end, textHash: word(2), id: UUID(uuid: value))
    }
}
