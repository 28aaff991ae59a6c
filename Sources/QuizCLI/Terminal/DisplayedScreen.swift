/// What is on the screen since it was last cleared, kept so it can be drawn
/// again for another window size: the redraw mechanism behind SIGWINCH and `fg`.
///
/// Screens reach the terminal two ways. Most write text after a clear-screen
/// (a heading, a summary); the interactive part (a menu, a question card, a
/// line being typed) is `present`ed as a `ScreenContent`, which re-renders for
/// any size. The text written before the first content is the screen's
/// heading and stays on top; the content gets the rows the heading leaves,
/// and the heading gives up rows first when the window is small, so the part
/// that waits for a key is always whole. Shared by the live and the scripted
/// terminal, so tests see exactly the frames a person would.
@MainActor
final class DisplayedScreen {
    private enum Part {
        case text(String)
        case content(ScreenContent)
    }

    private var parts: [Part] = []
    /// The least the content keeps of a small window, heading or not.
    static let minimumContentRows = 8

    /// Whether anything has been drawn since the last clear.
    var isEmpty: Bool { parts.isEmpty }

    /// Notes text written to the screen; a clear-screen in it starts over,
    /// and a cleared line (a spinner's frame) takes back the line it was on.
    func record(_ text: String) {
        // Clear-screen and clear-line both start with ESC; most text has none.
        guard text.utf8.contains(0x1B) else {
            if !text.isEmpty { parts.append(.text(text)) }
            return
        }
        var text = text
        if let clear = text.lastRange(ofLiteral: Screen.clearScreen) {
            parts = []
            text = String(text[clear.upperBound...])
        }
        let pieces = text.components(separatedBy: Screen.clearLine)
        for (index, piece) in pieces.enumerated() {
            if index > 0 { eraseCurrentLine() }
            if !piece.isEmpty { parts.append(.text(piece)) }
        }
    }

    /// Drops what was written since the last line break, up to the content.
    private func eraseCurrentLine() {
        while case .text(let last) = parts.last {
            parts.removeLast()
            if let newline = last.lastIndex(of: "\n") {
                parts.append(.text(String(last[...newline])))
                return
            }
        }
    }

    /// Shows `content` below everything written so far, in place of the
    /// content shown before it: one screen has one part waiting for a key, and
    /// what was written meanwhile (a summary after a form) joins the heading.
    /// Content that is a whole screen starts the screen afresh.
    func present(_ content: ScreenContent) {
        if content.isWholeScreen { parts = [] }
        parts.removeAll { if case .content = $0 { true } else { false } }
        parts.append(.content(content))
    }

    /// The whole screen for a window of `size`: at most `size.rows` lines,
    /// none wider than `size.columns`.
    func frame(for size: TerminalSize) -> [String] {
        let columns = max(1, size.columns)
        let rows = max(1, size.rows)
        var heading: [String] = []
        var content: ScreenContent?
        var trailing: [String] = []
        var text = ""
        for part in parts {
            switch part {
            case .text(let written): text += written
            case .content(let shown):
                heading = Self.lines(of: text, width: columns)
                text = ""
                content = shown
            }
        }
        if let content {
            trailing = Self.lines(of: text, width: columns)
            let contentRoom = max(min(Self.minimumContentRows, rows), rows - heading.count - trailing.count)
            let body = Array(content.render(TerminalSize(columns: columns, rows: contentRoom)).prefix(contentRoom))
            let headingRoom = max(0, rows - body.count - trailing.count)
            var lines = Array(heading.prefix(headingRoom)) + body + trailing
            if lines.count > rows { lines.removeFirst(lines.count - rows) }
            return lines.map { Self.fit($0, columns) }
        }
        // Only text: the last lines written are the ones that matter (a prompt).
        let lines = Self.lines(of: text, width: columns)
        return lines.suffix(rows).map { Self.fit($0, columns) }
    }

    /// The frame as bytes for the terminal: home, each line cleared to its
    /// end, the rest of the screen cleared. No line break after the last
    /// line, so a full frame never scrolls the window.
    static func escapes(for lines: [String]) -> String {
        Screen.clearScreen + lines.joined(separator: "\n")
    }

    private static func lines(of text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows.flatMap { TextWrap.wrap(Self.withoutControlSequences($0), width: width) }
    }

    /// Cursor movements and line clears written for an in-place redraw mean
    /// nothing in a frame drawn from scratch; colours stay.
    private static func withoutControlSequences(_ line: String) -> String {
        var line = line.replacingEvery("\r", with: "")
        for sequence in [Screen.clearToEnd, "\u{1B}[2K", Screen.hideCursor, Screen.showCursor] {
            line = line.replacingEvery(sequence, with: "")
        }
        return line
    }

    private static func fit(_ line: String, _ columns: Int) -> String {
        Style.displayWidth(line) > columns ? TextWrap.truncate(line, to: columns) : line
    }
}
