/// One line of text being typed on a full screen: a cursor that ←/→,
/// Home/End (Ctrl-A/Ctrl-E) move, Backspace and Delete, Enter to accept and
/// Escape to cancel.
///
/// Text is kept as characters, so a Cyrillic letter or an emoji is one step of
/// the cursor and never half a byte sequence; the view scrolls by display
/// width, so wide characters keep the cursor where it is drawn. A pure value:
/// keys in, state out, tested without a terminal.
struct LineEditor: Sendable, Hashable {
    private(set) var characters: [Character]
    /// Where the next character goes: 0 is before the first, `count` after the last.
    private(set) var cursor: Int

    enum Outcome: Sendable, Hashable {
        case editing
        case accepted(String)
        case cancelled
        /// Ctrl-D on an empty line: no more input.
        case ended
    }

    init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// What `key` does to the line.
    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            // Only printable text goes in: a stray control character would be
            // drawn as a cursor movement.
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return .editing }
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .controlD:
            if characters.isEmpty { return .ended }
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .up: cursor = 0
        case .end, .down: cursor = characters.count
        case .enter: return .accepted(text)
        case .escape: return .cancelled
        case .tab, .pageUp, .pageDown: break
        }
        return .editing
    }

    /// The line as it fits in `width` columns, the character under the cursor
    /// (a space at the end) in reverse video. When the text is longer than
    /// the width, the view scrolls to keep the cursor in sight, and "…" marks
    /// a cut-off side.
    /// The cursor is reverse video even without colours: it is the cursor, not a colour.
    func render(width: Int) -> String {
        let style = Style(enabled: true)
        let width = max(3, width)
        let cells = characters.map(Style.displayWidth(of:))
        let cursorWidth = cursor < characters.count ? cells[cursor] : 1
        // Start as far left as possible while the cursor (and one cell for a
        // left "…" marker when cut) still fits.
        var start = 0
        func span(_ from: Int, _ to: Int) -> Int { cells[from..<to].reduce(0, +) }
        while start < cursor && (start > 0 ? 1 : 0) + span(start, cursor) + cursorWidth > width - 1 { start += 1 }
        var used = start > 0 ? 1 : 0
        var end = start
        while end < characters.count, used + span(start, end + 1) <= width - 1 { end += 1 }
        var line = start > 0 ? style.dim("…") : ""
        for index in start..<max(start, end) {
            let character = String(characters[index])
            line += index == cursor ? style.inverse(character) : character
        }
        if cursor >= end { line += style.inverse(cursor < characters.count ? String(characters[cursor]) : " ") }
        used += span(start, end)
        if end < characters.count, cursor < end, used + 1 <= width { line += style.dim("…") }
        return line
    }
}
