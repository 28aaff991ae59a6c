/// How much of a QR code may be damaged and still read: about 7 % (low),
/// 15 % (medium), 25 % (quartile) or 30 % (high) of its codewords.
public enum QRErrorCorrection: Int, Sendable, CaseIterable, Comparable {
    case low, medium, quartile, high

    /// The two bits the format information gives the level (ISO/IEC 18004, table 12).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }

    public static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
}
