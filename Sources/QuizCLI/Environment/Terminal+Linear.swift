extension Terminal {
    /// This terminal for output that is read in order, by a screen reader or
    /// in a log (accessible mode, `TERM=dumb`): text is appended line by line
    /// and nothing is drawn again. No alternate screen, no cursor hidden or
    /// moved, no clear-screen, no colours, links or images: every escape
    /// sequence is taken out on the way. The run loop's frames are said by a
    /// `FrameNarrator`, which knows the focused item by `pointer`.
    func linear(pointer: String) -> Terminal {
        guard !isLinear else { return self }
        var terminal = self
        let write = self.write
        let width = self.width
        terminal.isLinear = true
        terminal.write = { text, stream in
            let plain = Self.linearText(text)
            if !plain.isEmpty { write(plain, stream) }
        }
        let narrator = FrameNarrator(pointer: pointer) { write($0, .output) }
        terminal.showFrame = { narrator.say($0) }
        terminal.forgetFrame = { narrator.forget() }
        terminal.size = { TerminalSize(columns: width(), rows: FrameNarrator.rows) }
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
