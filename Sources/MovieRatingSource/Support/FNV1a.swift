/// A short, stable digest of a text (64-bit FNV-1a, in hex): names a cache's
/// origin without writing an API key to disk, and names a cached poster
/// without letting any part of its address become a path.
enum FNV1a {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
