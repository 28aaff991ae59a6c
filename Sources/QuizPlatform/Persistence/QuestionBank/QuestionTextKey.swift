import Foundation

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

    /// The hash of the key of the text whose UTF-8 is `bytes`, when the
    /// text is printable ASCII that starts and ends with a visible character,
    /// like most questions: it is hashed as it is lowered, without making
    /// the key (indexing a bank hashes every question's text). nil for
    /// other text, whose key only `normalized` makes.
    static func quickHash(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        guard let first = bytes.first, let last = bytes.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last)
        else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            // ASCII lowering, as `lowercased()` does for ASCII text.
            hash ^= UInt64((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
