/// A room's four-letter code, from letters no one misreads on a screen or
/// mistypes on a phone (no I, L, O, Q, U, V).
public enum RoomCode {
    static let letters = Array("ABCDEFGHJKMNPRSTWXYZ")

    public static func make<Random: RandomNumberGenerator>(using random: inout Random) -> String {
        String((0..<4).map { _ in letters[Int(random.next(upperBound: UInt64(letters.count)))] })
    }

    /// `typed` as a code: trimmed and upper-cased, so "qkxz " opens room QKXZ.
    static func normalized(_ typed: String) -> String {
        typed.filter { !$0.isWhitespace }.uppercased()
    }
}
