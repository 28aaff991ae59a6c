import Foundation
import Testing

@testable import QuizPlatform

@Suite struct StatisticsTests {
    private func game(_ mode: ModeKind, _ correct: Int, of total: Int, at seconds: TimeInterval) -> GameRecord {
        let date = Date(timeIntervalSince1970: seconds)
        return GameRecord(
            mode: mode, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: correct, total: total,
            answers: [])
    }

    @Test func accuracyIsTotalCorrectOverTotalQuestions() {
        var stats = Statistics()
        stats.record(game(.classic, 7, of: 10, at: 1))
        stats.record(game(.classic, 2, of: 5, at: 2))
        #expect(stats.overall.gamesPlayed == 2)
        #expect(abs(stats.overall.accuracy - 60) < 1e-9)
    }

    @Test func anEqualLaterGameDoesNotTakeTheRecord() {
        var stats = Statistics()
        stats.record(game(.yesno, 8, of: 10, at: 1))
        stats.record(game(.yesno, 8, of: 10, at: 2))
        #expect(stats.tally(for: .yesno).best?.date == Date(timeIntervalSince1970: 1))
        stats.record(game(.yesno, 9, of: 10, at: 3))
        #expect(stats.tally(for: .yesno).best?.correct == 9)
    }

    @Test func overallRecordIsTheHighestShareAcrossModes() {
        var stats = Statistics()
        stats.record(game(.millionaire, 12, of: 13, at: 1))
        stats.record(game(.classic, 5, of: 5, at: 2))
        #expect(stats.overall.best?.mode == .classic)
        #expect(stats.tally(for: .millionaire).best?.correct == 12)
    }

    /// Issue 28: a 2-question walk-away (2/2) took the one Record from a
    /// 6/10 movie round. Each kind of round keeps its own.
    @Test func eachKindOfRoundKeepsItsOwnRecord() {
        var stats = Statistics()
        stats.record(game(.yesno, 6, of: 10, at: 1))
        stats.record(game(.millionaire, 2, of: 2, at: 2))
        stats.record(game(.classic, 5, of: 5, at: 3))
        stats.record(game(.classic, 4, of: 10, at: 4))
        stats.record(game(.millionaire, 1, of: 2, at: 5))
        stats.record(game(.party, 9, of: 10, at: 6))
        stats.record(game(.review, 3, of: 3, at: 7))
        #expect(stats.records[RoundKind(mode: .yesno, questions: 10)]?.correct == 6)
        #expect(stats.records[RoundKind(mode: .classic, questions: 5)]?.correct == 5)
        #expect(stats.records[RoundKind(mode: .classic, questions: 10)]?.correct == 4, "5/5 is not a 10-question record")
        #expect(stats.records[RoundKind(mode: .millionaire, questions: nil)]?.date == Date(timeIntervalSince1970: 2))
        #expect(stats.records.count == 4, "no record for a party or a review")
        let summary = RoundSummary(game: game(.yesno, 3, of: 10, at: 8), statistics: stats, timeZone: TimeZone(identifier: "UTC")!)
        #expect(summary.lines.map { $0(.en) }.contains("Record: 6/10 (01.01.70 00:00)"))
        let ladder = RoundSummary(game: game(.millionaire, 0, of: 1, at: 9), statistics: stats, timeZone: TimeZone(identifier: "UTC")!)
        #expect(ladder.lines.map { $0(.ru) }.contains("Рекорд: 2 ступени (01.01.70 00:00)"))
    }

    /// statistics.json from before the records still reads, with none.
    @Test func statisticsWrittenBeforeTheRecordsStillRead() throws {
        var stats = Statistics()
        stats.record(game(.classic, 7, of: 10, at: 1))
        var object = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(stats)) as! [String: Any]
        object["records"] = nil
        let old = try JSONCoding.decoder().decode(Statistics.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.records.isEmpty && old.overall == stats.overall)
        #expect(try JSONCoding.decoder().decode(Statistics.self, from: JSONCoding.encoder().encode(stats)) == stats)
    }

    @Test func recentAccuracyKeepsTheLastTwenty() {
        var stats = Statistics()
        for index in 0..<25 { stats.record(game(.classic, index % 2, of: 1, at: Double(index))) }
        #expect(stats.recentAccuracy.count == Statistics.recentLimit)
    }
}
