import QuizPlatform

extension Console {
    /// Draws a question's screen whole, again for a new size on a resize; with
    /// `--json` (the game on standard error) drawn once for the width there is.
    func present(_ screen: QuestionScreen) {
        guard display == .output else {
            let size = TerminalSize(columns: width, rows: Int.max / 2)
            return draw(Screen.clearScreen + screen.lines(for: size).joined(separator: "\n") + "\n")
        }
        terminal.present(ScreenContent(isWholeScreen: true) { size in screen.lines(for: size) })
    }
}
