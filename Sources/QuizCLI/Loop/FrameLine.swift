/// One line of a frame: styled cells, read from text that carries `Style`'s
/// escape sequences, and laid out by words.
struct FrameLine: Sendable, Hashable {
    var cells: [Cell]

    init(cells: [Cell] = []) {
        self.cells = cells
    }

    /// The cells of `styled`: SGR sequences become the cells' styles, OSC 8
    /// hyperlinks their links, other escape sequences are dropped.
    init(_ styled: String) {
        let text = StyledText(styled)
        var style = CellStyle.plain
        var cells: [Cell] = []
        cells.reserveCapacity(text.pieces.count)
        for piece in text.pieces {
            let bytes = text.bytes[piece.start..<piece.end]
            if piece.isEscape {
                Self.apply(String(decoding: bytes, as: UTF8.self), to: &style)
                continue
            }
            let string = String(decoding: bytes, as: UTF8.self)
            // A tab is one space; line breaks are the frame's business, and
            // other characters that take no column would only shift the cells.
            guard let character = string.first else { continue }
            if character == "\t" {
                cells.append(Cell(character: " ", columns: 1, style: style))
            } else if piece.columns > 0 {
                cells.append(Cell(character: character, columns: piece.columns, style: style))
            }
        }
        self.cells = cells
    }

    /// Lines of `styled`, one for each line break in it.
    static func lines(_ styled: String) -> [FrameLine] {
        styled.split(separator: "\n", omittingEmptySubsequences: false).map { FrameLine(String($0)) }
    }

    var columns: Int { cells.reduce(0) { $0 + $1.columns } }

    /// The line without styles, trailing spaces dropped.
    var text: String {
        var text = String(cells.map(\.character))
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The line broken into lines of at most `width` columns, between words
    /// and never inside one: the spaces at a break are dropped. Only a word
    /// wider than a whole line is broken, after its last `/`, `-`, `.` or
    /// such that fits (a web address), and at the width only when it has none.
    func wrapped(width: Int) -> [FrameLine] {
        let width = max(1, width)
        guard columns > width else { return [self] }
        var lines: [FrameLine] = []
        var current: [Cell] = []
        var currentColumns = 0
        var index = 0
        while index < cells.count {
            if cells[index].isSpace {
                var end = index
                while end < cells.count, cells[end].isSpace { end += 1 }
                let spaces = Array(cells[index..<end])
                let next = Self.word(in: cells, from: end)
                let startsALine = current.isEmpty && !lines.isEmpty
                if startsALine || end == cells.count || currentColumns + spaces.count + next.columns > width {
                    // A break: the spaces go.
                    if !current.isEmpty {
                        lines.append(FrameLine(cells: current))
                        current = []
                        currentColumns = 0
                    }
                } else {
                    current += spaces
                    currentColumns += spaces.count
                }
                index = end
                continue
            }
            let word = Self.word(in: cells, from: index)
            if currentColumns + word.columns <= width {
                current += cells[index..<word.end]
                currentColumns += word.columns
            } else {
                if !current.isEmpty { lines.append(FrameLine(cells: current)) }
                let pieces = Self.split(Array(cells[index..<word.end]), width: width)
                lines += pieces.dropLast().map { FrameLine(cells: $0) }
                current = pieces.last ?? []
                currentColumns = current.reduce(0) { $0 + $1.columns }
            }
            index = word.end
        }
        if !current.isEmpty || lines.isEmpty { lines.append(FrameLine(cells: current)) }
        return lines
    }

    /// The word starting at `start`: where it ends and the columns it takes.
    private static func word(in cells: [Cell], from start: Int) -> (end: Int, columns: Int) {
        var end = start
        var columns = 0
        while end < cells.count, !cells[end].isSpace {
            columns += cells[end].columns
            end += 1
        }
        return (end, columns)
    }

    /// A word wider than `width` in pieces that fit, broken after a
    /// break character where there is one.
    private static func split(_ word: [Cell], width: Int) -> [[Cell]] {
        var pieces: [[Cell]] = []
        var rest = word[...]
        while rest.reduce(0, { $0 + $1.columns }) > width {
            var fit = rest.startIndex
            var columns = 0
            while fit < rest.endIndex, columns + rest[fit].columns <= width {
                columns += rest[fit].columns
                fit += 1
            }
            fit = max(fit, rest.startIndex + 1)
            let breakAfter = rest[rest.startIndex..<fit].lastIndex { $0.isBreakAfter }
            let end = breakAfter.map { $0 + 1 } ?? fit
            pieces.append(Array(rest[rest.startIndex..<end]))
            rest = rest[end...]
        }
        pieces.append(Array(rest))
        return pieces
    }

    /// The line as bytes for a terminal: styles switched as they change,
    /// and reset at the end.
    var escaped: String {
        var output = ""
        var style = CellStyle.plain
        for cell in cells {
            if cell.style != style {
                if cell.style.link != style.link {
                    output += "\u{1B}]8;;" + (cell.style.link ?? "") + "\u{1B}\\"
                }
                output += "\u{1B}[0m" + cell.style.sequence
                style = cell.style
            }
            output.append(cell.character)
        }
        if style.link != nil { output += "\u{1B}]8;;\u{1B}\\" }
        if style != .plain { output += "\u{1B}[0m" }
        return output
    }

    private static func apply(_ sequence: String, to style: inout CellStyle) {
        if sequence.hasPrefix("\u{1B}]8;") {
            // ESC ] 8 ; params ; URI (ESC \ or BEL): an empty URI ends the link.
            var body = sequence.dropFirst(4)
            if body.hasSuffix("\u{1B}\\") { body = body.dropLast(2) } else if body.hasSuffix("\u{07}") { body = body.dropLast() }
            let uri = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
            style.link = uri.isEmpty ? nil : uri
            return
        }
        guard sequence.hasPrefix("\u{1B}["), sequence.hasSuffix("m") else { return }
        let codes = sequence.dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
        style.apply(sgr: codes)
    }
}
