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
        return Terminal(
            isTerminal: { TerminalInfo.isTerminal(descriptor($0), environment: variables) },
            width: { TerminalInfo.width(environment: variables, windowColumns: TerminalInfo.windowColumns(of: output)) },
            write: { text, stream in Screen.write(text, to: descriptor(stream)) },
            readKey: { timeout in
                TerminalSession.enterCBreak(descriptor: input)
                return keys.next(timeout: timeout)
            },
            readLine: { timeout in
                // Typed lines want the terminal's own editing back.
                TerminalSession.restore()
                return lines.nextLine(timeout: timeout)
            },
            hideCursor: { TerminalSession.hideCursor(on: descriptor($0)) },
            showCursor: { TerminalSession.showCursor() },
            discardTypedAhead: { keys.discardTypedAhead() }
        )
    }
}
