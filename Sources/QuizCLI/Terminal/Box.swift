/// The colour of a frame's border: a question card turns green or red once answered.
enum BorderColor: Sendable, Hashable {
    case none, green, red, yellow, cyan
}

/// Draws text inside a rounded frame:
///
///     ╭─ Title ──────╮
///     │ content      │
///     ╰──────────────╯
///
/// Content is wrapped to fit and padded by display width, so styled text,
/// Cyrillic and wide characters all line up with the right border.
struct Box: Sendable {
    /// Columns the frame takes, borders included.
    var width: Int
    var title: String?
    var border: BorderColor = .none
    var style: Style

    /// The narrowest frame that still has one column of content.
    static let minimumWidth = 5

    /// The framed `lines`, joined by newlines, without a trailing newline.
    /// A line break inside a content line starts a new row.
    func render(_ lines: [String]) -> String {
        rows(lines).joined(separator: "\n")
    }

    /// The framed `lines`, one string a row of the screen.
    func rows(_ lines: [String]) -> [String] {
        guard let frame = style.glyphs.frame else { return unframed(lines) }
        let outer = max(Self.minimumWidth, width)
        let inner = outer - 4
        let left = Array((paint(frame.vertical) + " ").utf8)
        let right = Array((" " + paint(frame.vertical)).utf8)
        let horizontal = rule(frame.horizontal, outer - 2)
        var output = [top(outer, frame, horizontal: horizontal)]
        var bytes: [UInt8] = []
        for line in lines {
            // Printable ASCII that fits and ends in a visible character is
            // one row as it is (wrapping keeps the spaces before and between
            // words, and drops only those that end a row): most lines of a
            // card, drawn without measuring each character.
            let count = line.utf8.count
            if count > 0, count <= inner, line.utf8.last != 0x20, StyledText.isPrintableASCII(line) {
                bytes.removeAll(keepingCapacity: true)
                bytes += left
                bytes += line.utf8
                bytes.append(contentsOf: repeatElement(0x20, count: inner - count))
                bytes += right
                output.append(String(decoding: bytes, as: UTF8.self))
                continue
            }
            let whole = StyledText(line)
            // Most lines hold no line break; splitting walks every character.
            let parts = whole.bytes.contains(0x0A) ? Self.parts(of: line).map(StyledText.init) : [whole]
            for text in parts {
                var open = OpenStyles()
                for row in TextWrap.rows(of: text, width: inner) {
                    bytes.removeAll(keepingCapacity: true)
                    bytes += left
                    TextWrap.write(row, of: text, into: &bytes, open: &open)
                    for _ in row.columns..<max(row.columns, inner) { bytes.append(0x20) }
                    bytes += right
                    output.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        output.append(paint(frame.bottomLeft + horizontal + frame.bottomRight))
        return output
    }

    /// A content line's rows: a line break starts a new one.
    private static func parts(of line: String) -> [String] {
        line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Without a frame (accessible mode): the title, then the lines as they are.
    private func unframed(_ lines: [String]) -> [String] {
        let rows = lines.flatMap(Self.parts)
        let heading = title.map { [style.bold(Style.plainText($0))] } ?? []
        return heading + rows
    }

    /// The top border; `horizontal` is its rule when there is no title.
    private func top(_ outer: Int, _ frame: Glyphs.Frame, horizontal: String) -> String {
        guard let title, !title.isEmpty else {
            return paint(frame.topLeft + horizontal + frame.topRight)
        }
        // "╭─ " + title + " " + rule + "╮": the title gets what is left after five columns.
        let shown = TextWrap.truncate(Style.plainText(title), to: outer - 5)
        let line = rule(frame.horizontal, outer - 5 - Style.displayWidth(shown))
        return paint(frame.topLeft + frame.horizontal + " ") + style.bold(shown) + paint(" " + line + frame.topRight)
    }

    /// `count` copies of `piece` (none for a negative count), doubling as it
    /// goes: a handful of copies of whole strings rather than one a column.
    private func rule(_ piece: String, _ count: Int) -> String {
        var result = ""
        var doubled = piece
        var left = max(0, count)
        while left > 0 {
            if left & 1 == 1 { result += doubled }
            left >>= 1
            if left > 0 { doubled += doubled }
        }
        return result
    }

    private func paint(_ text: String) -> String {
        switch border {
        case .none: text
        case .green: style.green(text)
        case .red: style.red(text)
        case .yellow: style.yellow(text)
        case .cyan: style.cyan(text)
        }
    }
}
