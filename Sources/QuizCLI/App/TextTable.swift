/// Columns aligned by display width: history lists, results tables.
struct TextTable {
    let header: [String]
    let rows: [[String]]

    /// The table in at most `width` columns: the last columns are left out
    /// until it fits, so a narrow window shows fewer columns whole rather
    /// than rows wrapped mid-word (issue 28: `Share ri`/`ght`).
    func lines(fitting width: Int) -> [String] {
        var columns = header.count
        while columns > 1 {
            let table = TextTable(header: Array(header.prefix(columns)), rows: rows.map { Array($0.prefix(columns)) })
            let lines = table.lines
            if lines.allSatisfy({ Self.width($0) <= width }) { return lines }
            columns -= 1
        }
        return TextTable(header: Array(header.prefix(1)), rows: rows.map { Array($0.prefix(1)) }).lines
    }

    var lines: [String] {
        let all = [header] + rows
        let cellWidths = all.map { $0.map(Self.width) }
        var widths = [Int](repeating: 0, count: header.count)
        for row in cellWidths {
            for (column, width) in row.enumerated() where column < widths.count { widths[column] = max(widths[column], width) }
        }
        // Each line's bytes copied into one string made at its final length:
        // a string per padded cell and their joining, or appending piece by
        // piece, cost `quizctl history` more than its reading.
        return all.indices.map { line in
            let row = all[line]
            let padding = row.indices.dropLast().map { widths[$0] - cellWidths[line][$0] + 2 }
            let length = row.reduce(0) { $0 + $1.utf8.count } + padding.reduce(0, +)
            return String(unsafeUninitializedCapacity: length) { buffer in
                guard var end = buffer.baseAddress else { return 0 }
                for (column, cell) in row.enumerated() {
                    var cell = cell
                    cell.withUTF8 { bytes in
                        guard let start = bytes.baseAddress else { return }
                        end.initialize(from: start, count: bytes.count)
                        end += bytes.count
                    }
                    guard column < padding.count else { break }
                    end.initialize(repeating: UInt8(ascii: " "), count: padding[column])
                    end += padding[column]
                }
                return length
            }
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
