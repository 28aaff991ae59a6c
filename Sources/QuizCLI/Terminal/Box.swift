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
        guard let frame = style.glyphs.frame else { return unframed(lines) }
        let outer = max(Self.minimumWidth, width)
        let inner = outer - 4
        let rows =
            lines
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .flatMap { TextWrap.wrap($0, width: inner) }
        var output = [top(outer, frame)]
        for row in rows {
            let padding = String(repeating: " ", count: max(0, inner - Style.displayWidth(row)))
            output.append(paint(frame.vertical) + " " + row + padding + " " + paint(frame.vertical))
        }
        output.append(paint(frame.bottomLeft + String(repeating: frame.horizontal, count: outer - 2) + frame.bottomRight))
        return output.joined(separator: "\n")
    }

    /// Without a frame (accessible mode): the title, then the lines as they are.
    private func unframed(_ lines: [String]) -> String {
        let rows = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let heading = title.map { [style.bold(Style.plainText($0))] } ?? []
        return (heading + rows).joined(separator: "\n")
    }

    private func top(_ outer: Int, _ frame: Glyphs.Frame) -> String {
        guard let title, !title.isEmpty else {
            return paint(frame.topLeft + String(repeating: frame.horizontal, count: outer - 2) + frame.topRight)
        }
        // "╭─ " + title + " " + rule + "╮": the title gets what is left after five columns.
        let shown = TextWrap.truncate(Style.plainText(title), to: outer - 5)
        let rule = String(repeating: frame.horizontal, count: max(0, outer - 5 - Style.displayWidth(shown)))
        return paint(frame.topLeft + frame.horizontal + " ") + style.bold(shown) + paint(" " + rule + frame.topRight)
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
