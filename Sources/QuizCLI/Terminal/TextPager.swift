import QuizPlatform

/// Long text scrolled inside the screen, so a text taller than the window (a
/// game's review at 40×15) is read from its top, not just its last lines.
///
/// A window of the lines, the position when not all show ("12–22 of 40"),
/// and a footer naming the keys: ↑/↓ a line, PgUp/PgDn/Space a page,
/// Home/End, and Enter, Escape or `q` to close. Drawing and the meaning of
/// keys are pure functions of the first line shown and the window's size;
/// only `show(on:leaving:)` touches a terminal.
struct TextPager: Sendable {
    let lines: [String]
    let style: Style
    var language = Language.en

    /// The lines wrapped to `columns`: what is scrolled.
    func wrapped(columns: Int) -> [String] {
        lines.flatMap { TextWrap.wrap($0, width: max(1, columns)) }
    }

    /// How many text rows a window of `size` shows: all but the footer, and
    /// the position line when the text does not fit.
    func room(_ size: TerminalSize) -> Int {
        let room = max(1, size.rows - 1)
        return wrapped(columns: size.columns).count > room ? max(1, room - 1) : room
    }

    /// The first line shown, kept inside the text for this size (a window
    /// made taller shows more rather than empty rows).
    func clamped(_ first: Int, _ size: TerminalSize) -> Int {
        min(max(0, first), max(0, wrapped(columns: size.columns).count - room(size)))
    }

    /// The window from line `first`: never more than `size.rows` lines, none
    /// wider than `size.columns`.
    func lines(first: Int, size: TerminalSize) -> [String] {
        let columns = max(1, size.columns)
        let text = wrapped(columns: columns)
        let room = room(size)
        let start = clamped(first, size)
        let shown = start..<min(text.count, start + room)
        var window = Array(text[shown])
        if shown.count < text.count {
            let position = Strings.listPosition(first: shown.lowerBound + 1, last: shown.upperBound, of: text.count)(language)
            let arrows =
                (shown.lowerBound > 0 ? style.glyphs.moreAbove + " " : "  ") + position
                + (shown.upperBound < text.count ? " " + style.glyphs.moreBelow : "")
            window.append(style.dim(TextWrap.truncate(arrows, to: columns)))
        }
        window.append(style.dim(TextWrap.truncate(Strings.pagerKeys(language), to: columns)))
        return Array(window.prefix(max(1, size.rows)))
    }

    /// The first line shown after `key`, or nil when the key closes the pager.
    func scrolled(_ first: Int, by key: Key, size: TerminalSize) -> Int? {
        let first = clamped(first, size)
        let page = room(size)
        switch key {
        case .up: return clamped(first - 1, size)
        case .down: return clamped(first + 1, size)
        case .pageUp: return clamped(first - page, size)
        case .pageDown, .character(" "): return clamped(first + page, size)
        case .home: return 0
        case .end: return clamped(Int.max / 2, size)
        case .enter, .escape, .controlD: return nil
        case .character(let character) where KeyboardLayout.qwerty(character).lowercased() == "q": return nil
        default: return first
        }
    }

    /// Pages through the text when it is taller than the window less the
    /// `leaving` rows of what follows it; returns at once when it fits, or
    /// when nothing is a terminal (a script reads the text as it is written).
    @MainActor
    func show(on console: Console, leaving reserved: Int = 0) {
        let terminal = console.terminal
        // Output read in order (accessible mode) has no window to scroll: the text is written whole.
        guard console.isInteractive, console.display == .output, !terminal.isLinear else { return }
        let size = terminal.size()
        guard wrapped(columns: size.columns).count > size.rows - reserved else { return }
        terminal.hideCursor(.output)
        defer { terminal.showCursor() }
        var first = 0
        while true {
            let shown = first
            terminal.present(ScreenContent { size in lines(first: shown, size: size) })
            guard case .key(let key) = terminal.readKey(nil), let next = scrolled(first, by: key, size: terminal.size()) else { return }
            first = next
        }
    }
}
