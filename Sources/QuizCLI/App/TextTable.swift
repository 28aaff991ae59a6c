/// Columns aligned by display width: history lists, results tables.
struct TextTable {
    let header: [String]
    let rows: [[String]]

    var lines: [String] {
        let all = [header] + rows
        let cellWidths = all.map { $0.map(Self.width) }
        var widths = [Int](repeating: 0, count: header.count)
        for row in cellWidths {
            for (column, width) in row.enumerated() where column < widths.count { widths[column] = max(widths[column], width) }
        }
        // Each line built in one string with room for it all: a string per
        // padded cell and their joining cost `quizctl history` more than its reading.
        return all.indices.map { line in
            let row = all[line]
            var text = ""
            text.reserveCapacity(row.reduce(0) { $0 + $1.utf8.count } + widths.reduce(2 * row.count, +))
            for (column, cell) in row.enumerated() {
                text += cell
                guard column < row.count - 1 else { break }
                for _ in 0..<widths[column] - cellWidths[line][column] + 2 { text.append(" ") }
            }
            return text
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
