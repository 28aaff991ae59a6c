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
        // Each line's bytes laid out at once: a string per padded cell and
        // their joining cost `quizctl history` more than its reading.
        return all.indices.map { line in
            let row = all[line]
            var text: [UInt8] = []
            for (column, cell) in row.enumerated() {
                text += cell.utf8
                guard column < row.count - 1 else { break }
                text += repeatElement(UInt8(ascii: " "), count: widths[column] - cellWidths[line][column] + 2)
            }
            return String(decoding: text, as: UTF8.self)
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
