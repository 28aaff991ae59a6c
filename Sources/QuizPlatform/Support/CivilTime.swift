import FoundationEssentials
@preconcurrency import Glibc

/// A moment as a wall clock shows it, computed from the seconds since 1970
/// and a UTC offset: the proleptic Gregorian calendar by arithmetic
/// (days-from-civil, inverted), not Foundation's `Calendar`, whose first use
/// costs a process more than everything else `quizctl stats` does.
public struct CivilTime: Sendable, Hashable {
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int

    /// `date` in a zone `offset` seconds east of UTC.
    public init(_ date: Date, offset: Int = 0) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = secondOfDay < 0 ? days - 1 : days
        let second = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        hour = second / 3600
        minute = second % 3600 / 60
        // Days since 1970-01-01 to a date, in 400-year eras starting on 1 March.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `date` in the system's local time, as the C library knows it (`TZ`,
    /// else /etc/localtime), as `TimeZone.current` would give it.
    public static func local(_ date: Date) -> CivilTime {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return CivilTime(date) }
        return CivilTime(date, offset: parts.tm_gmtoff)
    }

    /// "2026-11-22".
    public var isoDay: String {
        "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
    }

    /// "2026-11-22 22:50 UTC", for a time made with no offset.
    public var utcMinute: String {
        "\(isoDay) \(Self.digits(hour, 2)):\(Self.digits(minute, 2)) UTC"
    }

    /// `value` with leading zeros up to `width` digits.
    public static func digits(_ value: Int, _ width: Int) -> String {
        DecimalText.padded(value, width: width)
    }
}
