import Foundation
import Testing

@testable import QuizPlatform

/// The daily streak counted from day numbers must be what counting the
/// texts back day by day gave: consecutive UTC days ending today, or
/// yesterday when today has no challenge yet.
@Suite struct DailyDaysTests {
    private func noon(_ text: String) throws -> Date {
        let day = try #require(UTCDay(isoText: text))
        return Date(timeIntervalSince1970: Double(day.number) * 86_400 + 43_200)
    }

    private func streak(_ texts: [String], asOf today: String) throws -> Int {
        var statistics = Statistics()
        statistics.dailyDays = DailyDays(texts)
        return statistics.dailyStreak(asOf: try noon(today))
    }

    /// The streak as it was counted from the texts: a set of them, and the
    /// text of each day formatted while walking back.
    private func referenceStreak(_ texts: [String], asOf date: Date) -> Int {
        let played = Set(texts)
        var day = date
        if !played.contains(GameRequest.utcDay(of: day)) { day = day.addingTimeInterval(-86_400) }
        var streak = 0
        while played.contains(GameRequest.utcDay(of: day)) {
            streak += 1
            day = day.addingTimeInterval(-86_400)
        }
        return streak
    }

    @Test func countsBackFromTodayWhenTodayIsPlayed() throws {
        #expect(try streak(["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"], asOf: "2026-11-24") == 3)
    }

    @Test func countsBackFromYesterdayWhenTodayIsNotPlayedYet() throws {
        #expect(try streak(["2026-11-21", "2026-11-22", "2026-11-23"], asOf: "2026-11-24") == 3)
    }

    @Test func isNoneOnceAWholeDayIsMissed() throws {
        #expect(try streak(["2026-11-21", "2026-11-22"], asOf: "2026-11-24") == 0)
        #expect(try streak([], asOf: "2026-11-24") == 0)
    }

    @Test func aGapEndsTheStreak() throws {
        #expect(try streak(["2026-11-18", "2026-11-19", "2026-11-21", "2026-11-22"], asOf: "2026-11-22") == 2)
    }

    @Test func runsAcrossMonthAndYearBoundaries() throws {
        let days = ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-30", "2026-12-31", "2027-01-01"]
        #expect(try streak(days, asOf: "2027-01-01") == 3)
        #expect(try streak(days, asOf: "2027-01-02") == 3)
        #expect(try streak(days, asOf: "2027-01-03") == 0)
        #expect(try streak(days, asOf: "2026-12-01") == 3)
        #expect(try streak(days, asOf: "2026-12-02") == 3)
    }

    @Test func runsAcrossLeapDaysOnlyInLeapYears() throws {
        #expect(try streak(["2024-02-28", "2024-02-29", "2024-03-01"], asOf: "2024-03-01") == 3)
        #expect(try streak(["2024-02-28", "2024-03-01"], asOf: "2024-03-01") == 1)
        #expect(try streak(["2023-02-28", "2023-03-01"], asOf: "2023-03-01") == 2)
        #expect(try streak(["2100-02-28", "2100-03-01"], asOf: "2100-03-01") == 2)
    }

    @Test func ignoresOrderLaterDaysAndTextsThatNameNoDay() throws {
        let days = ["2026-11-24", "2026-11-30", "garbage", "2026-11-22", "2026-11-2", "2026-11-23", "2026-11-23"]
        #expect(try streak(days, asOf: "2026-11-24") == 3)
    }

    @Test func agreesWithCountingTheTextsForRandomHistories() throws {
        var generator = SplitMix64(seed: 22)
        let first = try #require(UTCDay(isoText: "2023-12-20"))
        for _ in 0..<300 {
            let count = Int(generator.next() % 60)
            let texts = (0..<count).map { _ in first.advanced(by: Int(generator.next() % 80)).isoText }
            let today = Date(timeIntervalSince1970: Double(first.number + Int(generator.next() % 90)) * 86_400 + 3_600)
            var statistics = Statistics()
            statistics.dailyDays = DailyDays(texts)
            #expect(statistics.dailyStreak(asOf: today) == referenceStreak(texts, asOf: today), "\(texts) \(today)")
        }
    }

    @Test func keepsEveryTextAsItWasReadInItsOrder() {
        let texts = ["2026-11-22", "garbage", "2026-2-5", "2024-02-29", "2026-11-22", ""]
        #expect(DailyDays(texts).texts == texts)
        #expect(DailyDays(texts) != DailyDays(Array(texts.dropLast())))
    }

    @Test func recordsEachDayOnceInTheOrderPlayed() {
        var days = DailyDays()
        for text in ["2026-11-22", "2026-11-21", "2026-11-22", "odd", "odd", "2026-11-23"] { days.insert(text) }
        #expect(days.texts == ["2026-11-22", "2026-11-21", "odd", "2026-11-23"])
    }

    @Test func encodesAndDecodesAsTheListOfTexts() throws {
        let days = DailyDays(["2026-11-22", "odd", "2024-02-29"])
        let written = try JSONCoding.encoder().encode(days)
        #expect(String(decoding: written, as: UTF8.self) == #"["2026-11-22","odd","2024-02-29"]"#)
        #expect(try JSONCoding.decoder().decode(DailyDays.self, from: written) == days)
    }
}
