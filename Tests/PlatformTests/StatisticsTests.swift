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

    @Test func recentAccuracyKeepsTheLastTwenty() {
        var stats = Statistics()
        for index in 0..<25 { stats.record(game(.classic, index % 2, of: 1, at: Double(index))) }
        #expect(stats.recentAccuracy.count == Statistics.recentLimit)
    }
}
