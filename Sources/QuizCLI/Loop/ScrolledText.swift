import QuizPlatform

/// Text over what must stay whole under it (a menu, a question): the text
/// whole when it fits, else a window of it from line `first`, with its
/// position, that PgUp and PgDn scroll.
struct ScrolledText {
    let text: [String]
    let style: Style
    let language: Language

    private var pager: TextPager {
        var pager = TextPager(lines: text, style: style, language: language, keys: nil)
        pager.scrollKeys = Strings.pageKeys
        return pager
    }

    func lines(first: Int, under bottom: [String], size: TerminalSize) -> [String] {
        pager.lines(first: first, size: room(under: bottom, size)) + bottom
    }

    /// The first line after PgUp or PgDn; nil for any other key.
    func scrolled(_ first: Int, by key: Key, under bottom: [String], size: TerminalSize) -> Int? {
        guard key == .pageUp || key == .pageDown else { return nil }
        return pager.scrolled(first, by: key, size: room(under: bottom, size))
    }

    private func room(under bottom: [String], _ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(1, size.rows - bottom.count))
    }
}
