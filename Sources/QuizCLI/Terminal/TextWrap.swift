/// Word wrapping by display width, for text that may carry ANSI styles.
enum TextWrap {
    /// `line` broken into lines at most `width` columns wide (a single
    /// character wider than `width` still gets a line of its own).
    ///
    /// Breaks go between words and the spaces there are dropped; a word longer
    /// than the width is split wherever it must. Escape sequences take no room
    /// and stay where they were; a style still open at a break is closed at the
    /// end of that line and reopened on the next, so whatever is drawn after
    /// the line (a frame's border) keeps its own colour.
    static func wrap(_ line: String, width: Int) -> [String] {
        let styled = StyledText(line)
        var open = OpenStyles()
        return rows(of: styled, width: width).map { row in
            var text: [UInt8] = []
            write(row, of: styled, into: &text, open: &open)
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// One line of wrapped text: pieces of a `StyledText`, side by side, and the columns they take.
    struct Row {
        var pieces: Range<Int>
        var columns: Int
    }

    /// The rows `wrap` makes of `text`, before styles are carried across them.
    static func rows(of text: StyledText, width: Int) -> [Row] {
        let width = max(1, width)
        let pieces = text.pieces
        var rows: [Row] = []
        // The row being filled: pieces `start..<end`; nil before the first word.
        var start: Int?
        var end = 0
        var columns = 0
        // The run of spaces since the last word, dropped if the next word starts a row.
        var spaces = 0..<0

        var index = 0
        while index < pieces.count {
            let isSpace = pieces[index].isSpace(in: text.bytes)
            var wordEnd = index
            var wordColumns = 0
            while wordEnd < pieces.count, pieces[wordEnd].isSpace(in: text.bytes) == isSpace {
                wordColumns += pieces[wordEnd].columns
                wordEnd += 1
            }
            defer { index = wordEnd }
            if isSpace {
                spaces = index..<wordEnd
                continue
            }
            if columns + spaces.count + wordColumns <= width {
                if start == nil { start = spaces.isEmpty ? index : spaces.lowerBound }
                end = wordEnd
                columns += spaces.count + wordColumns
            } else {
                if let start { rows.append(Row(pieces: start..<end, columns: columns)) }
                // A word longer than the row is split wherever it must.
                start = index
                columns = 0
                for piece in index..<wordEnd {
                    let pieceColumns = pieces[piece].columns
                    if columns + pieceColumns > width && columns > 0 {
                        rows.append(Row(pieces: start!..<piece, columns: columns))
                        start = piece
                        columns = 0
                    }
                    columns += pieceColumns
                }
                end = wordEnd
            }
            spaces = 0..<0
        }
        rows.append(Row(pieces: start.map { $0..<end } ?? 0..<0, columns: columns))
        return rows
    }

    /// Appends `row` to `output`, reopening the styles `open` from the rows
    /// before and closing any the row leaves open.
    static func write(_ row: Row, of text: StyledText, into output: inout [UInt8], open: inout OpenStyles) {
        open.writeReopening(into: &output)
        output += text.bytes(of: row.pieces)
        for piece in text.pieces[row.pieces] where piece.isEscape {
            open.apply(text.bytes[piece.start..<piece.end])
        }
        if !open.isEmpty { output += OpenStyles.reset.utf8 }
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut.
    /// Escape sequences are all kept, so a style that was closed stays closed.
    static func truncate(_ text: String, to width: Int) -> String {
        guard Style.displayWidth(text) > width else { return text }
        guard width > 0 else { return "" }
        let styled = StyledText(text)
        var result: [UInt8] = []
        result.reserveCapacity(styled.bytes.count)
        var used = 0
        var cut = false
        for piece in styled.pieces {
            if piece.isEscape {
                result += styled.bytes[piece.start..<piece.end]
            } else if cut || used + piece.columns > width - 1 {
                if !cut { result += "…".utf8 }
                cut = true
            } else {
                result += styled.bytes[piece.start..<piece.end]
                used += piece.columns
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
