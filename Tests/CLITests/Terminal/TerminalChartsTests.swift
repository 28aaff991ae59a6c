import Testing

@testable import QuizCLI

@Suite struct TerminalChartsTests {
    @Test func sparklineMapsPercentToEightLevels() {
        #expect(Charts.sparkline([0, 14.3, 28.6, 42.9, 57.1, 71.4, 85.7, 100]) == "▁▂▃▄▅▆▇█")
    }

    @Test func sparklineClampsOutOfRangeValues() {
        #expect(Charts.sparkline([-5, 150, .nan]) == "▁█▁")
        #expect(Charts.sparkline([]) == "")
    }

    @Test func barShowsFilledAndEmptyCellsAndPercent() {
        #expect(Charts.bar(label: "A", percent: 45, width: 20) == "A █████████░░░░░░░░░░░  45%")
        #expect(Charts.bar(label: "B", percent: 100, width: 4) == "B ████ 100%")
        #expect(Charts.bar(label: "C", percent: 0, width: 4) == "C ░░░░   0%")
    }

    @Test func barRoundsToTheNearestCell() {
        #expect(Charts.bar(label: "D", percent: 62.5, width: 4) == "D ███░  63%")
        #expect(Charts.bar(label: "D", percent: 12, width: 4) == "D ░░░░  12%")
    }
}
