import Foundation
import Testing

@testable import QuizPlatform

/// ISO 8601 times on the proleptic Gregorian calendar. The expected seconds
/// are Python's (`datetime.fromisoformat(t).timestamp()`), whose calendar
/// is proleptic Gregorian too.
@Suite struct ISO8601TimeTests {
    @Test(arguments: [
        ("0001-01-02T00:00:00Z", -62_135_510_400.0),
        ("9999-12-30T23:59:59Z", 253_402_214_399.0),
        ("2026-03-02T12:00:00+03:00", 1_772_442_000.0),
        ("2026-03-02T12:00:00+0300", 1_772_442_000.0),
        ("1969-12-31T23:59:59-05:30", 19_799.0),
        ("2000-02-29T00:00:00Z", 951_782_400.0),
        ("2026-03-02T09:00:00.250Z", 1_772_442_000.25),
    ])
    func readsWhatPythonReads(text: String, seconds: Double) throws {
        let date = try #require(ISO8601Time.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(arguments: [
        "", "2026-03-02", "2026-03-02T09:00:00", "2026-02-30T09:00:00Z", "2026-13-01T09:00:00Z", "2026-03-02T24:00:00Z",
        "2026-03-02T09:60:00Z", "2026-03-02 09:00:00Z", "26-03-02T09:00:00Z", "2026-03-02T09:00:00.Z", "2026-03-02T09:00:00+3:00",
        "2026-03-02T09:00:00Zjunk", "+2026-03-02T09:00:00Z",
    ])
    func refusesWhatIsNotOne(text: String) {
        #expect(ISO8601Time.parse(text) == nil)
    }

    /// From 1583 on, Foundation and we share the calendar: the same seconds for random times.
    @Test func agreesWithFoundationAfterTheGregorianReform() throws {
        var random = SplitMix64(seed: 9)
        for _ in 0..<500 {
            let seconds = Double(Int.random(in: -12_000_000_000...250_000_000_000, using: &random))
            let text = Date(timeIntervalSince1970: seconds).formatted(.iso8601)
            #expect(ISO8601Time.parse(text)?.timeIntervalSince1970 == seconds, "\(text)")
        }
    }
}
