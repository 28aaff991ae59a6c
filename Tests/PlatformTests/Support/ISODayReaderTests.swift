import Foundation
import Testing

@testable import QuizPlatform

/// `ISODayReader` remembers the last month it read; it must still read
/// every text exactly as `UTCDay(isoBytes:)` reads it alone, whatever came
/// before: the same month, another one, or a text that is no day.
@Suite struct ISODayReaderTests {
    private func alone(_ text: String) -> UTCDay? { UTCDay(isoText: text) }

    private func read(_ texts: [String]) -> [UTCDay?] {
        var reader = ISODayReader()
        return texts.map { text in
            var text = text
            return text.withUTF8 { reader.day(UnsafeRawBufferPointer($0)) }
        }
    }

    @Test func aSortedRunOfDaysReadsAsEachDayAlone() {
        let texts = (-800...800).map { UTCDay(number: 19_000 + $0).isoText }
        #expect(read(texts) == texts.map(alone))
    }

    @Test func daysAfterTheirMonthsLastAreRefused() {
        // The month is remembered from the day before; its length still holds.
        let texts = ["2023-02-27", "2023-02-28", "2023-02-29", "2024-02-28", "2024-02-29", "2024-02-30", "2026-04-30", "2026-04-31"]
        #expect(read(texts) == texts.map(alone))
        #expect(read(texts).map { $0 == nil } == [false, false, true, false, false, true, false, true])
    }

    @Test func textsThatAreNoDayAfterAGoodOneAreRefused() {
        let texts = [
            "2026-11-22", "2026-11-00", "2026-11-2x", "2026-11-2", "2026-11-222", "2026-11-:1", "2026-11-/1", "2026-11-22",
            "2026-13-01", "2026-11-99", "2026-1x-01", "2026-11-01",
        ]
        #expect(read(texts) == texts.map(alone))
        #expect(read(texts).compactMap { $0 }.count == 3)
    }

    @Test func daysInAnyOrderReadAsEachDayAlone() {
        var generator = SplitMix64(seed: 24)
        let texts = (0..<3_000).map { _ -> String in
            let day = UTCDay(number: Int(generator.next() % 60_000) - 20_000)
            // Now and then a day next to the one before, or a damaged one.
            switch generator.next() % 4 {
            case 0: return day.isoText.replacingOccurrences(of: "-0", with: "-3")
            case 1: return String(day.isoText.dropLast()) + String(generator.next() % 10)
            default: return day.isoText
            }
        }
        #expect(read(texts) == texts.map(alone))
    }
}
