import Foundation
import Testing

@testable import QuizCLI

/// The shortcuts that spare `stats` and `history` from measuring columns
/// grapheme by grapheme must give exactly what measuring gives.
@Suite struct MeasuringShortcutTests {
    /// Lines the shortcuts take and lines they must leave to `TextWrap`:
    /// ASCII, Cyrillic, wide CJK and emoji (more columns than characters),
    /// escapes (bytes but no columns), and trailing or doubled spaces, which
    /// wrapping drops.
    static let lines = [
        "", "Accuracy, last 30 games", "     1                             30", "trailing space ",
        "Точность, последние 30 игр", "漢字漢字漢字漢字", "🎬🎬🎬 movies", "\u{1B}[1mbold\u{1B}[0m and plain",
        "y Movie ratings (yes/no) · c Classic quiz · m Millionaire", "double  space", " leading",
    ]

    @Test(arguments: [0, 1, 4, 8, 12, 20, 30, 60, 80])
    func theChartCutsAndWrapsAsTextWrapDoes(width: Int) {
        for line in Self.lines {
            #expect(AccuracyChart.truncate(line, to: width) == TextWrap.truncate(line, to: width), "\(line) at \(width)")
            #expect(AccuracyChart.wrap(line, width: width) == TextWrap.wrap(line, width: width), "\(line) at \(width)")
        }
    }

    @Test func aTableCellIsAsWideAsStyleMeasuresIt() {
        for cell in Self.lines + ["EBAA8D2F", "2026-11-01 12:00", "4/10 · 1 000 ₽", "classic ★", "tab\there", "\u{7F}"] {
            #expect(TextTable.width(cell) == Style.displayWidth(cell), "\(cell)")
        }
    }

    @Test func aShortIDIsTheFirstEightDigitsOfTheUUID() throws {
        let ids = try [
            #require(UUID(uuidString: "EBAA8D2F-25A1-4ABB-BDFF-803935B5B6F3")),
            #require(UUID(uuidString: "0000000A-0000-0000-0000-000000000000")),
        ]
        let random = (0..<20).map { _ in UUID() }
        for id in ids + random {
            #expect(HistoryTable.shortID(id) == String(id.uuidString.prefix(8)))
        }
        #expect(HistoryTable.shortID(ids[1]) == "0000000A")
    }

    @Test func aTableAlignsColumnsWhateverTheirScript() {
        let table = TextTable(header: ["ID", "Mode", "Score"], rows: [["A1", "классика ★", "4/10"], ["B22", "漢字", "10/10"]])
        #expect(table.lines == ["ID   Mode        Score", "A1   классика ★  4/10", "B22  漢字        10/10"])
    }
}
