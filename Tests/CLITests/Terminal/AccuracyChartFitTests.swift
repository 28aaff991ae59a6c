import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: at 40×15 Results showed "Accuracy, last 2 games" with no chart
/// under it, and the Russian chart marked games with English letters.
@Suite struct AccuracyChartFitTests {
    private let points = [AccuracyChart.Point(mode: .classic, percent: 60), AccuracyChart.Point(mode: .yesno, percent: 90)]

    @Test func aChartWithoutRoomIsSaidInASentenceNotCutToItsHeading() {
        let chart = AccuracyChart(points: points, style: .plain, language: .en)
        #expect(chart.lines(width: 40, rows: 40) == chart.lines(width: 40))
        let said = chart.lines(width: 40, rows: 4)
        #expect(!said.isEmpty && said.count <= 4)
        #expect(said.joined(separator: " ").contains("60% (Classic"), "\(said)")
        #expect(!said.contains(Strings.chartTitle(2)(.en)))
    }

    @Test func theRussianChartMarksGamesWithRussianLetters() {
        let chart = AccuracyChart(points: points, style: .plain, language: .ru).lines(width: 80)
        let plot = chart.dropFirst().prefix(5).joined()
        #expect(plot.contains("в") && plot.contains("ф"))
        #expect(!plot.contains("c") && !plot.contains("y"))
    }
}
