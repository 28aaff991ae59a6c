import Foundation
import MillionaireMode
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: "90%" and "60,00 %" both appeared. Every percentage is now
/// written one way in each language: "62.5%" in English, «62,5 %» (decimal
/// comma, no-break space) in Russian; the statistics, the chart, the
/// audience's bars, the friend, the ladder's line and the review's retention.
@Suite struct RussianPercentTests {
    private func texts(_ language: Language) -> [String] {
        var statistics = Statistics()
        let date = Date(timeIntervalSince1970: 1_795_356_300)
        for (mode, correct) in [(ModeKind.classic, 7), (.yesno, 9), (.millionaire, 3)] {
            statistics.record(
                GameRecord(
                    mode: mode, source: "trivia", startedAt: date, finishedAt: date, outcome: .completed, correct: correct, total: 10,
                    answers: []))
        }
        let lines = StatisticsLines(statistics: statistics, mode: nil, style: .plain, today: date).lines.map { $0(language) }
        let points = [AccuracyChart.Point(mode: .classic, percent: 90), .init(mode: .yesno, percent: 62.5)]
        let chart = AccuracyChart(points: points, style: .plain, language: language).lines(width: 60)
        let spoken = AccuracyChart(points: points, style: Style(enabled: false, glyphs: .accessible), language: language).lines(width: 60)
        return lines + chart + spoken + [
            Charts.bar(label: "A", percent: 45, width: 8, language: language),
            Strings.friendSays(option: "B", confidence: 80, unsure: false)(language),
            Strings.friendSays(option: "B", confidence: 40, unsure: true)(language),
            Strings.millionaireProgress(question: 3, right: 2, percent: 100)(language),
            Strings.progressLine(question: 3, of: 10, percent: 50)(language),
            Strings.reviewRetention("92.5")(language),
        ]
    }

    @Test func russianPercentagesHaveACommaAndANoBreakSpace() throws {
        let texts = texts(.ru)
        let percentages = texts.joined(separator: "\n").matches(of: /[0-9.,]+\s?%/).map { String($0.output) }
        #expect(percentages.count >= 12, "\(texts)")
        for percentage in percentages {
            #expect(percentage.contains("\u{00A0}%") && !percentage.contains("."), "\(percentage) in \(texts)")
        }
        #expect(texts.contains("Средняя точность: 63,33\u{00A0}%"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("90\u{00A0}%┤") || $0.hasPrefix("100\u{00A0}%┤") }, "the chart's axis")
    }

    @Test func englishPercentagesHaveNoSpace() throws {
        let texts = texts(.en)
        let percentages = texts.joined(separator: "\n").matches(of: /[0-9.,]+\s?%/).map { String($0.output) }
        #expect(percentages.count >= 12, "\(texts)")
        for percentage in percentages { #expect(!percentage.contains(" ") && !percentage.contains(","), "\(percentage)") }
        #expect(texts.contains("Average accuracy: 63.33%"))
    }
}
