import QuizPlatform

/// What a console kept instead of writing it.
@MainActor
final class CapturedText {
    var text = ""

    /// The lines written, without the last empty one.
    var lines: [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension Console {
    /// A console that keeps what a command prints, on both streams, for a
    /// screen of the run loop to show in its frame; it is no terminal, so
    /// nothing is asked on it.
    static func capturing(language: Language, style: Style) -> (Console, CapturedText) {
        let captured = CapturedText()
        let terminal = Terminal(
            isTerminal: { _ in false }, width: { TerminalInfo.defaultWidth }, write: { text, _ in captured.text += text },
            readLine: { _ in .endOfInput }, hideCursor: { _ in }, showCursor: {})
        return (Console(language: language, style: style, terminal: terminal), captured)
    }
}
