/// Reads "YYYY-MM-DD" texts one after another, exactly as
/// `UTCDay(isoBytes:)` reads each, remembering the month of the last one.
///
/// statistics.json lists a daily player's days in order, so most days share
/// the month before them: those cost one 8-byte compare and two digits
/// instead of the calendar's checks and arithmetic. A thousand days were a
/// tenth of `quizctl stats`, the only part of it that grew with the history.
struct ISODayReader {
    /// The last month read: its "YYYY-MM-" bytes, the number of the day
    /// before its first, and its length. No valid prefix is 0.
    private var monthPrefix: UInt64 = 0
    private var dayBeforeMonth = 0
    private var monthLength = 0

    mutating func day(_ bytes: UnsafeRawBufferPointer) -> UTCDay? {
        guard bytes.count == 10 else { return nil }
        let prefix = bytes.loadUnaligned(as: UInt64.self)
        guard prefix == monthPrefix else {
            guard let civil = UTCDay.civil(isoBytes: bytes) else { return nil }
            monthPrefix = prefix
            dayBeforeMonth = UTCDay.number(year: civil.year, month: civil.month, day: 1) - 1
            monthLength = UTCDay.length(ofMonth: civil.month, in: civil.year)
            return UTCDay(number: dayBeforeMonth + civil.day)
        }
        let tens = bytes[8] &- UInt8(ascii: "0")
        let ones = bytes[9] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10 else { return nil }
        let day = Int(tens) * 10 + Int(ones)
        guard day >= 1, day <= monthLength else { return nil }
        return UTCDay(number: dayBeforeMonth + day)
    }
}
