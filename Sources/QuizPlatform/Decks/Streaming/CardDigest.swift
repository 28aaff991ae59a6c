/// A 64-bit FNV-1a digest of a string's UTF-8: the same in every run, so
/// what is matched by it does not depend on the process.
package enum CardDigest {
    package static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
