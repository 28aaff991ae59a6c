import QuizPlatform
import Testing

@testable import QuizCLI

/// `TextTable` lays each line's bytes out at once; its lines must be the
/// padded cells joined by two spaces, as they were built before.
@Suite struct TextTableLayoutTests {
    private func referenceLines(_ table: TextTable) -> [String] {
        let all = [table.header] + table.rows
        let cellWidths = all.map { $0.map(Style.displayWidth) }
        let widths = table.header.indices.map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        return all.indices.map { line in
            let row = all[line]
            return row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cellWidths[line][column])
            }.joined(separator: "  ")
        }
    }

    @Test func linesAreThePaddedCellsJoined() {
        let words = [
            "", "A1", "0000000A", "Classic ★", "классика", "漢字", "4/10", "1,000,000", "x · y", "\u{1B}[1mID\u{1B}[22m", "e\u{301}",
        ]
        var generator = SplitMix64(seed: 20)
        for _ in 0..<300 {
            let columns = 1 + Int(generator.next() % 5)
            func row() -> [String] { (0..<columns).map { _ in words[Int(generator.next() % UInt64(words.count))] } }
            let table = TextTable(header: row(), rows: (0..<Int(generator.next() % 6)).map { _ in row() })
            #expect(table.lines == referenceLines(table), "\(table.header) \(table.rows)")
        }
    }
}

/// Issue 28: the Millionaire results table wrapped mid-word at 40 columns (`Share ri`/`ght`).
@Suite struct TextTableFittingTests {
    private let table = TextTable(
        header: ["Date", "Prize", "Right", "Share right", "Hints"],
        rows: [["27.11.26 14:05", "1,000", "5/15", "33 %", "50:50, Phone a friend"]])

    @Test func aNarrowWindowShowsFewerColumnsWhole() {
        let lines = table.lines(fitting: 40)
        #expect(lines.allSatisfy { TextTable.width($0) <= 40 })
        #expect(lines[0].hasSuffix("Share right") || !lines[0].contains("Share"), "\(lines)")
        #expect(!lines[0].contains("Hints"))
    }

    @Test func aWideWindowShowsEveryColumn() {
        #expect(table.lines(fitting: 120) == table.lines)
    }
}
