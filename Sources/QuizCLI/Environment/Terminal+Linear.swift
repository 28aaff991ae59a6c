extension Terminal {
    /// This terminal for output that is read in order, by a screen reader or
    /// in a log (accessible mode, `TERM=dumb`): text is appended line by line
    /// and nothing is drawn again. No alternate screen, no cursor hidden or
    /// moved, no clear-screen, no colours, links or images: every escape sequence is
    /// taken out on the way, and a screen `present`ed is written once, whole.
    func linear() -> Terminal {
        guard !isLinear else { return self }
        var terminal = self
        let writeOnce = self.writeOnce
        let width = self.width
        terminal.isLinear = true
        terminal.write = { text, stream in
            let plain = Self.linearText(text)
            if !plain.isEmpty { writeOnce(plain, stream) }
        }
        terminal.writeOnce = terminal.write
        terminal.present = { content in
            // As tall as it likes: nothing scrolls inside a window here.
            let lines = content.render(TerminalSize(columns: width(), rows: Int.max / 2))
            writeOnce(lines.map(Self.linearText).joined(separator: "\n") + "\n", .output)
        }
        terminal.useAlternateScreen = { _ in }
        terminal.hideCursor = { _ in }
        terminal.showCursor = {}
        terminal.supportsHyperlinks = { false }
        terminal.imageProtocol = { nil }
        terminal.writeImage = { _ in }
        return terminal
    }

    /// `text` with its escape sequences and carriage returns taken out; a
    /// clear-screen becomes a blank line, so screens stay apart.
    static func linearText(_ text: String) -> String {
        let separated = text.replacingEvery(Screen.clearScreen, with: "\n")
        return Style.plainText(separated).replacingEvery("\r", with: "")
    }
}
