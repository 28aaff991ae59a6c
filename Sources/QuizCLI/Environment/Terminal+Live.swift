@preconcurrency import Glibc

extension Terminal {
    /// The process's own terminal. One key reader and one line reader serve
    /// the whole process, so keys typed ahead are not lost between screens.
    /// Tests may put pipes in place of the standard descriptors.
    static func live(
        variables: [String: String], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO
    ) -> Terminal {
        let keys = KeyReader(descriptor: input)
        let lines = LineReader(descriptor: input)
        let descriptor: (StandardStream) -> Int32 = { stream in
            switch stream {
            case .input: input
            case .output: output
            case .error: error
            }
        }
        // Whether output is a terminal does not change while quizctl runs: asked once.
        let outputIsTerminal = TerminalInfo.isTerminal(output, environment: variables)
        let size = { TerminalInfo.size(environment: variables, window: TerminalInfo.windowSize(of: output)) }
        var terminal = Terminal(
            isTerminal: { TerminalInfo.isTerminal(descriptor($0), environment: variables) },
            width: { TerminalInfo.width(environment: variables, windowColumns: TerminalInfo.windowColumns(of: output)) },
            write: { text, stream in Screen.write(text, to: descriptor(stream)) },
            readLine: { timeout in
                // Typed lines want the terminal's own editing back.
                TerminalSession.restore()
                return lines.nextLine(timeout: timeout)
            },
            hideCursor: { TerminalSession.hideCursor(on: descriptor($0)) },
            showCursor: { TerminalSession.showCursor() },
            discardTypedAhead: { keys.discardTypedAhead() }
        )
        terminal.size = size
        let shown = ShownFrame()
        terminal.nextInput = { timeout, posted, wantsKeys in
            TerminalSession.enterCBreak(descriptor: input)
            let signals = outputIsTerminal ? TerminalSession.resizeWakeDescriptor() : -1
            return keys.nextInput(timeout: timeout, signals: signals, posted: posted, keys: wantsKeys)
        }
        terminal.showFrame = { frame in
            Screen.write(FrameDiff.bytes(from: shown.frame, to: frame), to: output)
            shown.frame = frame
        }
        terminal.forgetFrame = { shown.frame = nil }
        terminal.supportsHyperlinks = { outputIsTerminal && TerminalInfo.supportsHyperlinks(environment: variables) }
        let graphics = DetectedGraphics()
        terminal.imageProtocol = {
            if let known = graphics.answer { return known }
            let found = GraphicsSupport.candidate(environment: variables).flatMap { candidate in
                outputIsTerminal ? GraphicsSupport.probe(candidate, input: input, output: output) : nil
            }
            graphics.answer = .some(found)
            return found
        }
        terminal.writeImage = { escape in
            if outputIsTerminal { Screen.write(escape, to: output) }
        }
        terminal.useAlternateScreen = { on in
            guard outputIsTerminal else { return }
            if on {
                TerminalSession.enterAlternateScreen(on: output)
            } else {
                TerminalSession.leaveAlternateScreen()
            }
        }
        return terminal
    }
}

/// The frame on the screen, which the next is drawn against.
@MainActor
private final class ShownFrame {
    var frame: Frame?
}

/// The terminal's answer about images, asked once a process: a second query
/// would cost another round trip and might cross keys typed meanwhile.
@MainActor
private final class DetectedGraphics {
    var answer: ImageProtocol??
}
