/// Columns aligned by display width: history lists, results tables.
struct TextTable {
    let header: [String]
    let rows: [[String]]

    var lines: [String] {
        let all = [header] + rows
        let cellWidths = all.map { $0.map(Self.width) }
        let widths = header.indices.map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        return all.indices.map { line in
            let row = all[line]
            return row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cellWidths[line][column])
            }.joined(separator: "  ")
        }
    }

    /// A cell's columns: one a byte when every byte is printable ASCII (ids,
    /// dates, scores), which is exactly what `Style.displayWidth` would say
    /// without walking graphemes and Unicode properties (most of the time
    /// `quizctl history` took); anything else is measured by it.
    static func width(_ cell: String) -> Int {
        cell.utf8.allSatisfy { (0x20...0x7E).contains($0) } ? cell.utf8.count : Style.displayWidth(cell)
    }
}
