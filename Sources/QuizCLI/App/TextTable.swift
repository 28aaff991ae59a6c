/// Columns aligned by display width: history lists, results tables.
struct TextTable {
    let header: [String]
    let rows: [[String]]

    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { Style.displayWidth($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - Style.displayWidth(cell))
            }.joined(separator: "  ")
        }
    }
}
