import FoundationEssentials

/// The dates quizctl works with: those every time zone shows with a
/// four-digit year, 0001-01-02 to 9999-12-30 in UTC (a day's margin each
/// way for the widest offsets). `QUIZCTL_NOW` must be one, review dates
/// read from a file outside them are refused, and a due date the scheduler
/// would put past the end is kept at the end.
public enum DateBounds {
    public static let earliest = Date(timeIntervalSince1970: -62_135_510_400)
    public static let latest = Date(timeIntervalSince1970: 253_402_214_399)
    public static let supported = earliest...latest

    /// Whether `date` is a real date within the bounds (not NaN, not 1e300).
    public static func contains(_ date: Date) -> Bool {
        supported.contains(date)
    }

    /// `date`, moved to the nearest bound when it lies outside them.
    public static func clamped(_ date: Date) -> Date {
        min(max(date, earliest), latest)
    }
}
