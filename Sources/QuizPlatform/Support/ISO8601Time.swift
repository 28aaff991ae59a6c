import FoundationEssentials

/// ISO 8601 times read and written by arithmetic on the proleptic Gregorian
/// calendar, as quizctl's days are (`UTCDay`, `CivilTime`). Foundation's
/// ISO 8601 styles switch to the Julian calendar before 1582, so year 1
/// came back two days early and was shown as "0-12-30".
public enum ISO8601Time {
    /// "2026-03-02T09:00:00Z", "2026-03-02T12:00:00+03:00", "…T09:00:00.250Z",
    /// "…+0300": a four-digit year, a real date, seconds, then `Z` or an
    /// offset. nil for anything else.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            (1...12).contains(month), (1...UTCDay.length(ofMonth: month, in: year)).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            var scale = 0.1
            index += 1
            let first = index
            while index < bytes.count, let digit = number(bytes[index..<index + 1]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > first else { return nil }
        }
        guard let offset = offsetSeconds(bytes[index...]) else { return nil }
        let days = UTCDay.number(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// "Z" → 0, "+03:00" or "+0300" → 10,800, "-05:00" → -18,000; nil for anything else.
    private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        let rest = Array(bytes)
        if rest == [UInt8(ascii: "Z")] { return 0 }
        guard rest.count == 6 || rest.count == 5, let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            return nil
        }
        let minutesAt = rest.count == 6 ? 4 : 3
        guard rest.count == 5 || rest[3] == UInt8(ascii: ":"), let hours = number(rest[1..<3]),
            let minutes = number(rest[minutesAt..<minutesAt + 2]), hours < 24, minutes < 60
        else { return nil }
        return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The value of ASCII digits; nil when any byte is not one.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
