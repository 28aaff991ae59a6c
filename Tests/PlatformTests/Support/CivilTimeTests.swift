import Foundation
import Testing

@testable import QuizPlatform

/// `CivilTime` and `DecimalText` replace Foundation's calendar and
/// `String(format:)` on start-up paths; they must agree with them exactly.
@Suite struct CivilTimeTests {
    @Test func agreesWithFoundationsGregorianCalendarAcrossCenturiesAndOffsets() throws {
        var generator = SplitMix64(seed: 20_261_124)
        let offsets = [0, 3 * 3600, -5 * 3600, 5 * 3600 + 1800, 14 * 3600, -12 * 3600]
        for _ in 0..<5000 {
            // From 1590 to 2350 (Foundation turns Julian before October 1582), with
            // fractions of a second, both sides of 1970.
            let seconds = Double(Int64(bitPattern: generator.next()) % 12_000_000_000) + 0.75
            let date = Date(timeIntervalSince1970: seconds)
            for offset in offsets {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = try #require(TimeZone(secondsFromGMT: offset))
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
                let time = CivilTime(date, offset: offset)
                #expect(
                    [time.year, time.month, time.day, time.hour, time.minute]
                        == [parts.year, parts.month, parts.day, parts.hour, parts.minute].map { $0 ?? -1 },
                    "\(date) at \(offset)")
            }
        }
    }

    @Test func writesISODaysAndPadsDigits() {
        #expect(CivilTime(Date(timeIntervalSince1970: 0)).isoDay == "1970-01-01")
        #expect(CivilTime(Date(timeIntervalSince1970: -1)).isoDay == "1969-12-31")
        #expect(CivilTime(Date(timeIntervalSince1970: 951_782_400)).isoDay == "2000-02-29")
        #expect(CivilTime.digits(7, 2) == "07")
        #expect(CivilTime.digits(2026, 2) == "2026")
    }

    @Test func decimalTextWritesWhatStringFormatWrites() {
        var generator = SplitMix64(seed: 7)
        var values: [Double] = [
            0, -0.0, 100, 66.666_666, 0.005, 0.015, 0.125, 0.375, 2.5, 3.5, -1.25, -0.001, 99.995, 1e15, 1e300, Double(bitPattern: 0x0000_0000_0000_1F2A),
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity,
        ]
        for _ in 0..<3000 { values.append(Double(generator.next() % 1_000_000) / 997) }
        for _ in 0..<3000 { values.append(Double(bitPattern: generator.next() % 0x4340_0000_0000_0000)) }
        for _ in 0..<1000 { values.append(Double(generator.next() % 100_000) / 8) }
        for value in values {
            for decimals in 0...6 {
                #expect(DecimalText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value))
            }
        }
    }
}
