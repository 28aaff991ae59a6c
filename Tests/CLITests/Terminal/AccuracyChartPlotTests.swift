import QuizPlatform
import Testing

@testable import QuizCLI

/// The chart's plot rows are written marker by marker; they must be the
/// lines the grid of cells, joined and trimmed of trailing spaces, gave.
@Suite struct AccuracyChartPlotTests {
    /// The plot rows as the grid drew them: one cell a column, a marker in
    /// each game's row, the cells joined and cut after the last marker.
    private func referencePlot(_ chart: AccuracyChart, width: Int) -> [String] {
        let style = chart.style
        let room = max(1, width - 5 - 1)
        let shown = Array(chart.points.suffix(room))
        let step = max(1, min(3, room / shown.count))
        let rows = max(2, chart.plotRows)
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(100, max(0, value)) }
        var grid = Array(repeating: Array(repeating: " ", count: shown.count * step), count: rows)
        for (index, point) in shown.enumerated() {
            let row = Int((clamped(point.percent) / 100 * Double(rows - 1)).rounded())
            grid[rows - 1 - row][index * step] = chart.paint(AccuracyChart.marker(point.mode, language: chart.language), point.mode)
        }
        return grid.enumerated().map { offset, cells in
            let value = Int((Double(rows - 1 - offset) / Double(rows - 1) * 100).rounded())
            let label = String(repeating: " ", count: max(0, 3 - String(value).count)) + "\(value)%"
            let row = cells.joined()
            return style.dim(label + style.glyphs.axisTick)
                + String(row[..<(row.lastIndex { $0 != " " }.map(row.index(after:)) ?? row.startIndex)])
        }
    }

    @Test func plotRowsAreTheGridsRowsTrimmed() {
        var generator = SplitMix64(seed: 30)
        let percents: [Double] = [0, 100, 12.5, 37.5, 62.5, 87.5, 50, -5, 140, .nan, .infinity, 66.666, 99.9, 0.1]
        for round in 0..<400 {
            let count = 1 + Int(generator.next() % 45)
            let points = (0..<count).map { _ in
                AccuracyChart.Point(
                    mode: ModeKind.allCases[Int(generator.next() % UInt64(ModeKind.allCases.count))],
                    percent: round % 2 == 0
                        ? percents[Int(generator.next() % UInt64(percents.count))] : Double(generator.next() % 10_001) / 100)
            }
            let style = Style(enabled: generator.next() % 2 == 0, glyphs: generator.next() % 2 == 0 ? .unicode : .ascii)
            var chart = AccuracyChart(points: points, style: style, language: .en)
            chart.plotRows = 1 + Int(generator.next() % 9)
            let width = 4 + Int(generator.next() % 120)
            let lines = chart.lines(width: width)
            let plot = referencePlot(chart, width: width)
            #expect(Array(lines.dropFirst().prefix(plot.count)) == plot, "\(points) at \(width), \(chart.plotRows) rows")
        }
    }
}
