import FoundationEssentials

/// How duplicates are told: two questions are the same when their texts are
/// equal once trimmed and lower-cased. The bank's index keeps a stable hash
/// of that key per question, so checking new questions against a hundred
/// thousand saved ones decodes only the few whose hash matches.
enum QuestionTextKey {
    static func normalized(_ text: String) -> String {
        text.trimmingSpace(newlines: true).lowercased()
    }

    /// FNV-1a over the key's UTF-8: the same in every process (Swift's own
    /// `Hasher` is seeded per process, so it cannot be stored).
    static func hash(ofNormalized key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var key = key
        key.withUTF8 { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// `hash(ofNormalized: normalized(text))`.
    static func hash(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { quickHash(UnsafeRawBufferPointer($0)) } ?? hash(ofNormalized: normalized(text))
    }

    /// The hash of the key of the text whose UTF-8 is `bytes`, made as the
    /// text is lowered, without making the key (indexing a bank hashes every
    /// question's text, and an import every new one's), when the text
    /// plainly needs no trimming and every scalar lowers simply: ASCII,
    /// Latin-1 and Cyrillic (capitals by a fixed offset), and the common
    /// punctuation and symbols, which have no case; Unicode's tables are
    /// not touched (they cost memory as well as time). nil for other text,
    /// whose key only `normalized` makes. A test holds it equal to
    /// `hash(ofNormalized: normalized(text))` for every scalar.
    static func quickHash(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        guard let first = bytes.first, let last = bytes.last, startsPlainly(first) else { return nil }
        if last >= 0x80 {
            // The last scalar's lead byte: none of the white space ones.
            var lead = bytes.count - 1
            while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard startsPlainly(bytes[lead]) else { return nil }
        } else if !(0x21...0x7E).contains(last) {
            return nil
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // ASCII lowering, as `lowercased()` does.
                add((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            switch value {
            case 0x00C0...0x00DE where value != 0x00D7, 0x0400...0x042F:
                // Latin-1 and Cyrillic capitals: a fixed offset, two bytes either way.
                let lowered = value + (value < 0x0400 ? 0x20 : value < 0x0410 ? 0x50 : 0x20)
                add(UInt8(0xC0 | lowered >> 6))
                add(UInt8(0x80 | lowered & 0x3F))
            case 0x00A1...0x00BF, 0x00D7, 0x00DF...0x00FF, 0x0430...0x045F, 0x2010...0x205E, 0x20A0...0x20CF, 0x2116,
                0x2190...0x23FF, 0x2500...0x27BF, 0x1F300...0x1FAFF:
                // Lower case already, or no case at all: kept as they are.
                for offset in 0..<length { add(bytes[index + offset]) }
            default:
                return nil
            }
            index += length
        }
        return hash
    }

    /// Whether a scalar that starts with `byte` is certainly not white space
    /// (which trimming would remove): visible ASCII, or a lead byte that no
    /// white space scalar has (they start with C2, E1, E2 or E3).
    private static func startsPlainly(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x7E: true
        case 0xC3...0xDF, 0xE0, 0xE4...0xF4: true
        default: false
        }
    }
}
