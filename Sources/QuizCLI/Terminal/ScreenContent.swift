/// A screen as a value: the lines to show for a window of a given size.
///
/// A screen that is presented this way, rather than written once, can be drawn
/// again for a new size the moment the window changes (SIGWINCH), or after
/// `fg`, without waiting for a key. `render` must return no more lines than
/// `size.rows` and no line wider than `size.columns`; `ScreenFrame` enforces
/// both anyway, so a mistake cuts text instead of scrolling the screen.
struct ScreenContent {
    let render: @MainActor (TerminalSize) -> [String]
    /// Whether it is the whole screen (a question), rather than the part
    /// under a heading written before it (a menu under its summary).
    var isWholeScreen = false

    init(isWholeScreen: Bool = false, render: @escaping @MainActor (TerminalSize) -> [String]) {
        self.render = render
        self.isWholeScreen = isWholeScreen
    }

    /// Fixed lines, wrapped to whatever width the window has.
    init(lines: [String]) {
        self.render = { size in lines.flatMap { TextWrap.wrap($0, width: size.columns) } }
    }
}
