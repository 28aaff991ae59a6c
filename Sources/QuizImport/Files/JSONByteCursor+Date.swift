import FoundationEssentials
import QuizPlatform

extension JSONByteCursor {
    /// A date in the one form `.iso8601` encoding writes,
    /// `yyyy-MM-ddTHH:mm:ssZ`, as a valid UTC time (no leap seconds, no
    /// 30 February). Other forms (offsets, fractions, lower case) are left to
    /// the decoder, and so are years before 1900, where calendars disagree
    /// about the Gregorian switch.
    mutating func date() -> Date? {
        guard let text = plainString(), text.count == 20 else { return nil }
        let start = text.lowerBound
        // Compared one by one: a table of the separators was an array
        // allocated on every call.
        guard self[start + 4] == UInt8(ascii: "-"), self[start + 7] == UInt8(ascii: "-"),
            self[start + 10] == UInt8(ascii: "T"), self[start + 13] == UInt8(ascii: ":"),
            self[start + 16] == UInt8(ascii: ":"), self[start + 19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in start + offset..<start + offset + count {
                guard JSONByteCursor.isDigit(self[index]) else { return nil }
                value = value * 10 + Int(self[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1900...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard
    /// Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
