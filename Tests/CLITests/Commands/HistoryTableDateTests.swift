import Foundation
import Testing

@testable import QuizCLI

/// History dates come from the C library, not a DateFormatter per row; they
/// must read exactly as the formatter's did, in the local time zone.
@Suite struct HistoryTableDateTests {
    @Test(arguments: [0.0, 59.9, 1_700_000_000, 1_790_000_123.75, 946_684_799, 4_102_444_800, 253_402_300_800, 1_709_251_199])
    func aDateReadsAsTheFormatterWrote(seconds: Double) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let date = Date(timeIntervalSince1970: seconds)
        #expect(HistoryTable.date(date) == formatter.string(from: date))
    }
}
