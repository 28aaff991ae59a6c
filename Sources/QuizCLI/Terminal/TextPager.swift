import QuizPlatform

/// Long text scrolled inside the screen, so a text taller than the window (a
/// game's review at 40×15) is read from its top, not just its last lines.
///
/// A window of the lines, the position when not all show ("12–22 of 40"),
/// and a footer naming the keys: ↑/↓ a line, PgUp/PgDn/Space a page,
/// Home/End, and Enter, Escape or `q` to close. Drawing and the meaning of
/// keys are pure functions of the first line shown and the window's size,
/// for the screens of the run loop that hold the first line in their state.
struct TextPager: Sendable {
    let lines: [String]
    let style: Style
    var language = Language.en
    /// The key line under the text; nil when the screen names the keys itself.
    var keys: LocalizedText? = Strings.pagerKeys
    /// The keys that scroll, named after the position when the text does not
    /// fit and no key line says them (text over a menu scrolls with PgUp/PgDn).
    var scrollKeys: LocalizedText?

    /// The lines wrapped to `columns`: what is scrolled.
    func wrapped(columns: Int) -> [String] {
        lines.flatMap { TextWrap.wrap($0, width: max(1, columns)) }
    }

    /// How many text rows a window of `size` shows: all but the footer, and
    /// the position line when the text does not fit.
    func room(_ size: TerminalSize) -> Int {
        let room = max(1, size.rows - (keys == nil ? 0 : 1))
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
                + (scrollKeys.map { " · " + $0(language) } ?? "")
            window.append(style.dim(TextWrap.truncate(arrows, to: columns)))
        }
        if let keys { window.append(style.dim(TextWrap.truncate(keys(language), to: columns))) }
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
}
