import FoundationEssentials
import QuizPlatform

extension JSONByteCursor {
    /// Where the run of printable ASCII other than `"` and `\` that starts
    /// at `offset` ends: the bulk of every string. Eight bytes are tested at
    /// once; in a word holding a byte below 0x20, at or above 0x80, `"` or
    /// `\`, the lowest flag is that byte's (borrows only carry upwards), so
    /// the word says where the run ends. Inlined: most strings are a word
    /// or two, and a call cost a third of the time spent here.
    @inline(__always) static func endOfPlainASCII(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        guard let base = bytes.baseAddress else { return offset }
        var index = offset
        let count = bytes.count
        // Offsets are below `count`, so the arithmetic cannot overflow:
        // unchecked, it keeps the loops to the tests that matter.
        // Two words a turn while they last: the constants and the loop's
        // own test are paid once per 16 bytes (most strings are longer).
        while count &- index >= 16 {
            let first = Self.plainFlags(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let second = Self.plainFlags(base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self))
            if first | second != 0 {
                return first != 0
                    ? index &+ first.trailingZeroBitCount &>> 3 : index &+ 8 &+ second.trailingZeroBitCount &>> 3
            }
            index &+= 16
        }
        if count &- index >= 8 {
            let flags = Self.plainFlags(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index &+= 1
        }
        return index
    }

    /// The high bit of each byte of `word` (as loaded, little-endian) that
    /// ends a plain run: below 0x20, at or above 0x80, `"` or `\`. The
    /// classic "has a zero byte" test, on the word and on it XOR each byte
    /// sought; `word` itself flags bytes >= 0x80, so the usual `& ~word`
    /// of that test is not needed. Only the lowest flag is exact (borrows
    /// carry upwards), and only it is used.
    @inline(__always) private static func plainFlags(_ loaded: UInt64) -> UInt64 {
        let word = UInt64(littleEndian: loaded)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let control = word &- ones &* 0x20
        let quote = (word ^ (ones &* 0x22)) &- ones
        let backslash = (word ^ (ones &* 0x5C)) &- ones
        return (control | quote | backslash | word) & (ones &* 0x80)
    }

    /// The length of the well-formed UTF-8 sequence of more than one byte
    /// at `offset` (Unicode's table 3-7: no overlong forms, no surrogates,
    /// nothing above U+10FFFF); nil if it is not one. Checked here, while
    /// scanning, so that building the String needs no second pass and
    /// `String(decoding:)` never has anything to repair.
    static func sequenceLength(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard bytes.count - offset >= length else { return nil }
        guard (low...high).contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }
}
