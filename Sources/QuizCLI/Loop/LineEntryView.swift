import QuizPlatform

/// A line of text being typed on a screen of its own: the field's name,
/// the line editor with its cursor, and the keys, always whole; what the
/// screen says above it (the fields answered, why the last try was refused)
/// gives up its first rows when the window is short.
enum LineEntryView {
    static func lines(
        _ label: LocalizedText, editor: LineEditor, context: [String] = [], style: Style, language: Language, size: TerminalSize
    ) -> [String] {
        let columns = max(1, size.columns)
        let keys = style.dim(Strings.editorKeys(language))
        let fixed = [style.bold(label(language)), "› " + editor.render(width: columns - 2), TextWrap.truncate(keys, to: columns)]
        let above = context.flatMap { TextWrap.wrap($0, width: columns) }
        return Array(above.suffix(max(0, size.rows - fixed.count))) + fixed
    }
}
