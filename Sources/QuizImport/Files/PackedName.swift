import FoundationEssentials
import QuizPlatform

/// A key or an enum value of at most 16 bytes, packed into two words, so a
/// name read from a line is matched against a table with two integer
/// compares. (A table of byte arrays costs a retain and a release for every
/// name tried, and a line's answers have a hundred keys.)
struct PackedName: Equatable {
    let low: UInt64
    let high: UInt64

    /// nil when `name` is longer than 16 bytes or holds a zero byte: zeros
    /// pad the words, which keeps names of different lengths apart.
    init?(_ name: some Collection<UInt8>) {
        var words: (UInt64, UInt64) = (0, 0)
        var index = 0
        for byte in name {
            guard index < 16, byte != 0 else { return nil }
            if index < 8 {
                words.0 |= UInt64(byte) << (8 * index)
            } else {
                words.1 |= UInt64(byte) << (8 * (index - 8))
            }
            index += 1
        }
        self.init(low: words.0, high: words.1)
    }

    /// A name written in the source, such as a key of a table.
    init?(_ name: StaticString) {
        guard let packed = name.withUTF8Buffer({ PackedName($0) }) else { return nil }
        self = packed
    }

    /// The `count` bytes at `offset`, which hold no zero byte, as two words
    /// loaded whole when the buffer has 16 bytes from there.
    init?(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) {
        guard count <= 16 else { return nil }
        guard bytes.count - offset >= 16 else {
            self.init(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
            return
        }
        func mask(_ kept: Int) -> UInt64 { kept >= 8 ? ~0 : kept <= 0 ? 0 : (1 << (8 * UInt64(kept))) - 1 }
        self.init(
            low: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask(count),
            high: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) & mask(count - 8))
    }

    /// How many bytes the name has: its words are zero past its end, and
    /// it holds no zero byte.
    var count: Int {
        high != 0 ? 16 - high.leadingZeroBitCount / 8 : 8 - low.leadingZeroBitCount / 8
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }
}
