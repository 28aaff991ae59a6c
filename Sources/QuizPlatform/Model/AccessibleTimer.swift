/// What a question's time limit becomes in accessible mode (the
/// `accessible-timer` setting): a screen reader takes longer to read a
/// question than an eye does, so by default the limit is doubled.
public enum AccessibleTimer: String, Sendable, Hashable, Codable, CaseIterable {
    /// No time limit at all.
    case off
    /// Twice the limit asked for.
    case double
    /// The limit as asked.
    case same

    /// The limit in accessible mode for `seconds` asked (nil: none).
    public func applied(to seconds: Double?) -> Double? {
        guard let seconds else { return nil }
        switch self {
        case .off: return nil
        case .double: return seconds * 2
        case .same: return seconds
        }
    }
}
