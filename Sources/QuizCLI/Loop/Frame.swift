/// What one screen shows for one window: at most `size.rows` lines of
/// styled cells, none wider than `size.columns`. `view` makes one, the
/// renderer writes the lines that changed since the last (`FrameDiff`),
/// and tests compare `text`.
struct Frame: Sendable, Hashable {
    let size: TerminalSize
    private(set) var lines: [FrameLine]

    /// `lines` fitted to `size`: a line too wide is wrapped by words, never
    /// cut; lines past the last row are left out, so a view must fit its
    /// own (`overflows` tells a test when it did not).
    init(size: TerminalSize, lines: [FrameLine]) {
        self.size = size
        let wrapped = lines.flatMap { $0.wrapped(width: size.columns) }
        overflows = wrapped.count > size.rows
        self.lines = Array(wrapped.prefix(max(0, size.rows)))
    }

    /// Lines of styled text, as `Style` writes them.
    init(size: TerminalSize, styled: [String]) {
        self.init(size: size, lines: styled.flatMap(FrameLine.lines))
    }

    /// Escape sequences drawn over the lines after them, such as a poster
    /// image at its place: not text, so written again only with a change.
    var overlay: String?

    /// Whether the view gave more lines than the window has rows.
    private(set) var overflows = false

    /// The frame as plain text, one line a row, trailing spaces and empty
    /// lines at the bottom dropped.
    var text: String {
        var rows = lines.map(\.text)
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
