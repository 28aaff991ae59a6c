import Foundation
import Testing

@testable import QuizPlatform

/// `UTCDay` must name exactly the days `GameRequest.utcDay(of:)` names
/// (`CivilTime`'s arithmetic), and read back exactly the texts it writes.
@Suite struct UTCDayTests {
    private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func everyDayFrom1899To2101ReadsBackItsOwnText() throws {
        // -25_567 is 1899-12-31; 47_850 is 2101-01-03.
        for number in -25_567...47_850 {
            let day = UTCDay(number: number)
            let text = day.isoText
            #expect(text == GameRequest.utcDay(of: date(Double(number) * 86_400)), "\(number)")
            #expect(UTCDay(isoText: text) == day, "\(text)")
        }
    }

    @Test(arguments: ["0000-01-01", "0001-03-01", "0999-12-31", "1600-02-29", "9999-12-31"])
    func farYearsReadBackTheirText(_ text: String) throws {
        let day = try #require(UTCDay(isoText: text))
        #expect(day.isoText == text)
        #expect(GameRequest.utcDay(of: date(Double(day.number) * 86_400)) == text)
    }

    @Test func onlyYearsOfFourDigitsAreWrittenInPlace() throws {
        let first = try #require(UTCDay(isoText: "0000-01-01"))
        let last = try #require(UTCDay(isoText: "9999-12-31"))
        #expect(first.hasFourDigitYear && last.hasFourDigitYear)
        #expect(!first.advanced(by: -1).hasFourDigitYear && !last.advanced(by: 1).hasFourDigitYear)
        #expect(last.advanced(by: 1).isoText == "10000-01-01")
        #expect(last.advanced(by: 1).isoText == GameRequest.utcDay(of: date(Double(last.number + 1) * 86_400)))
    }

    @Test func theDayOfADateIsTheUTCDayItsTextNames() {
        let seconds: [Double] = [
            0, -1, -0.5, 86_399.999, 86_400, -86_400, -86_401, 951_782_400, 1_709_164_799.9, 1_709_164_800, 1_798_761_599,
            1_798_761_600, 4_102_444_800,
        ]
        var generator = SplitMix64(seed: 15)
        let random = (0..<2_000).map { _ in Double(generator.next() % 8_000_000_000) - 2_000_000_000 + 0.25 }
        for value in seconds + random {
            #expect(UTCDay(date(value)).isoText == GameRequest.utcDay(of: date(value)), "\(value)")
        }
    }

    @Test func stepsAcrossMonthsYearsAndLeapDays() throws {
        func next(_ text: String) throws -> String { try #require(UTCDay(isoText: text)).advanced(by: 1).isoText }
        #expect(try next("2026-11-30") == "2026-12-01")
        #expect(try next("2026-12-31") == "2027-01-01")
        #expect(try next("2024-02-28") == "2024-02-29")
        #expect(try next("2024-02-29") == "2024-03-01")
        #expect(try next("2023-02-28") == "2023-03-01")
        #expect(try next("1900-02-28") == "1900-03-01")
        #expect(try next("2000-02-28") == "2000-02-29")
        #expect(try #require(UTCDay(isoText: "2027-01-01")).advanced(by: -1).isoText == "2026-12-31")
    }

    @Test(arguments: [
        "2026-2-05", "2026-02-5", "2026-02-30", "2025-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10",
        "2026-11-00", "2026/11/22", " 2026-11-22", "2026-11-22 ", "+026-11-22", "-026-11-22", "2026-11-2x", "20261-1-22",
        "", "2026-11-22T00:00:00Z", "２０２６-11-22",
    ])
    func readsNoDayFromATextThatIsNotExactlyOne(_ text: String) {
        #expect(UTCDay(isoText: text) == nil)
    }

    @Test func leapDaysAreDaysInLeapYearsOnly() {
        #expect(UTCDay(isoText: "2024-02-29") != nil)
        #expect(UTCDay(isoText: "2000-02-29") != nil)
        #expect(UTCDay(isoText: "2100-02-29") == nil)
    }
}
