import FoundationEssentials

/// A calendar day in UTC as a whole number of days since 1970-01-01, the
/// key of a daily challenge: days compare and step by plain arithmetic,
/// where their "2026-11-22" texts had to be hashed, formatted and looked up.
public struct UTCDay: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01 (negative before it).
    public let number: Int

    public init(number: Int) {
        self.number = number
    }

    /// The UTC day `date` falls on, as `GameRequest.utcDay(of:)` names it.
    public init(_ date: Date) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
        number = remainder < 0 ? days - 1 : days
    }

    /// The day an ISO text names, written exactly as quizctl writes one:
    /// "YYYY-MM-DD", four-digit year, a real month and day of the proleptic
    /// Gregorian calendar. nil for anything else ("2026-2-5",
    /// "2026-02-30"), so that `isoText` gives back exactly the text read.
    public init?(isoText text: String) {
        var text = text
        guard let day = text.withUTF8({ UTCDay(isoBytes: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = day
    }

    /// `init(isoText:)` from the text's UTF-8 bytes, as statistics.json holds them.
    init?(isoBytes bytes: UnsafeRawBufferPointer) {
        guard let civil = Self.civil(isoBytes: bytes) else { return nil }
        number = Self.number(year: civil.year, month: civil.month, day: civil.day)
    }

    /// The year, month and day of an ISO text, checked as `init(isoText:)` checks them.
    static func civil(isoBytes bytes: UnsafeRawBufferPointer) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        // Each byte's digit value; anything but an ASCII digit wraps to 10 or more.
        let digits = (
            bytes[0] &- UInt8(ascii: "0"), bytes[1] &- UInt8(ascii: "0"), bytes[2] &- UInt8(ascii: "0"), bytes[3] &- UInt8(ascii: "0"),
            bytes[5] &- UInt8(ascii: "0"), bytes[6] &- UInt8(ascii: "0"), bytes[8] &- UInt8(ascii: "0"), bytes[9] &- UInt8(ascii: "0")
        )
        guard max(digits.0, digits.1, digits.2, digits.3, digits.4, digits.5, digits.6, digits.7) < 10 else { return nil }
        let year = Int(digits.0) * 1000 + Int(digits.1) * 100 + Int(digits.2) * 10 + Int(digits.3)
        let month = Int(digits.4) * 10 + Int(digits.5)
        let day = Int(digits.6) * 10 + Int(digits.7)
        guard (1...12).contains(month), (1...Self.length(ofMonth: month, in: year)).contains(day) else { return nil }
        return (year, month, day)
    }

    /// "2026-11-22", as `GameRequest.utcDay(of:)` writes it.
    public var isoText: String {
        guard hasFourDigitYear else { return CivilTime(date).isoDay }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            writeISOText(into: buffer)
            return 10
        }
    }

    /// Whether `isoText` is ten bytes, "YYYY-MM-DD": years 0 to 9999.
    public var hasFourDigitYear: Bool {
        (Self.number(year: 0, month: 1, day: 1)...Self.number(year: 9999, month: 12, day: 31)).contains(number)
    }

    /// Writes the ten bytes of `isoText` (for a day with `hasFourDigitYear`)
    /// straight into `buffer`: statistics.json holds one per day of challenges.
    public func writeISOText(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        let civil = CivilTime(date)
        buffer.writeDigits(civil.year, endingBefore: 4, count: 4)
        buffer[4] = UInt8(ascii: "-")
        buffer.writeDigits(civil.month, endingBefore: 7, count: 2)
        buffer[7] = UInt8(ascii: "-")
        buffer.writeDigits(civil.day, endingBefore: 10, count: 2)
    }

    private var date: Date { Date(timeIntervalSince1970: Double(number) * 86_400) }

    /// The day `days` later (earlier when negative).
    public func advanced(by days: Int) -> UTCDay {
        UTCDay(number: number + days)
    }

    public static func < (lhs: UTCDay, rhs: UTCDay) -> Bool {
        lhs.number < rhs.number
    }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's `days_from_civil`, the inverse of `CivilTime`'s
    /// arithmetic, in 400-year eras starting on 1 March.
    static func number(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }
}
