import FoundationEssentials
import QuizPlatform

/// An object key as quizctl writes it before its value, quotes and colon
/// included (`"question":`, at most 16 bytes), with the masks that compare
/// it against the next 16 bytes of a line in two loads: the written key
/// is the one usually there, and scanning it as a string to match its
/// name afterwards cost ten times as much.
struct WrittenKey {
    let bytes: PackedName
    let count: Int
    let lowMask: UInt64
    let highMask: UInt64

    /// nil when the written form is longer than 16 bytes.
    init?(_ name: StaticString) {
        count = name.utf8CodeUnitCount + 3
        guard count <= 16 else { return nil }
        // Built in place from the literal: the tables are made at first
        // use, on the path of every `stats`, and strings cost ten times as much.
        var words: (UInt64, UInt64) = (0, 0)
        let count = count
        let packed = withUnsafeMutableBytes(of: &words) { written -> PackedName? in
            written[0] = UInt8(ascii: "\"")
            name.withUTF8Buffer { UnsafeMutableRawBufferPointer(rebasing: written[1...]).copyMemory(from: UnsafeRawBufferPointer($0)) }
            written[count - 2] = UInt8(ascii: "\"")
            written[count - 1] = UInt8(ascii: ":")
            return PackedName(UnsafeRawBufferPointer(rebasing: written[..<count]))
        }
        guard let packed else { return nil }
        bytes = packed
        lowMask = Self.mask(keeping: count)
        highMask = Self.mask(keeping: count - 8)
    }

    /// A mask of the low `kept` bytes of a word.
    private static func mask(keeping kept: Int) -> UInt64 {
        kept >= 8 ? ~0 : kept <= 0 ? 0 : (1 << (8 * UInt64(kept))) - 1
    }
}
