@preconcurrency import Glibc

/// A braille spinner on standard error while something slow (loading
/// questions over the network) runs, so the player knows quizctl is alive.
enum Spinner {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let frameInterval: Duration = .milliseconds(80)

    /// Runs `work`, drawing the spinner and `message` meanwhile when `enabled`
    /// (pass whether standard error is a terminal); the line is erased before
    /// this returns or throws, so what comes next starts on a clean line.
    static func run<T: Sendable>(
        message: String,
        enabled: Bool,
        _ work: @Sendable () async throws -> T
    ) async rethrows -> T {
        try await run(message: message, enabled: enabled, output: STDERR_FILENO, work)
    }

    /// `run(message:enabled:_:)` drawing on `output`, which tests replace with a pipe.
    static func run<T: Sendable>(
        message: String,
        enabled: Bool,
        output: Int32,
        _ work: @Sendable () async throws -> T
    ) async rethrows -> T {
        guard enabled else { return try await work() }
        let line = TextWrap.truncate(message, to: TerminalInfo.currentWidth() - 3)
        // The cursor is hidden through the session, so Ctrl-C mid-load still shows it again.
        TerminalSession.hideCursor(on: output)
        let drawing = Task { await animate(line, on: output) }
        do {
            let value = try await work()
            await stop(drawing)
            return value
        } catch {
            await stop(drawing)
            throw error
        }
    }

    /// The line drawn for the `index`-th frame: back to the line's start, the
    /// frame, the message, and a clear of anything a longer message left behind.
    static func frame(_ index: Int, message: String) -> String {
        "\r" + frames[index % frames.count] + " " + message + "\u{1B}[K"
    }

    private static func animate(_ message: String, on output: Int32) async {
        var index = 0
        while !Task.isCancelled {
            Screen.write(frame(index, message: message), to: output)
            index += 1
            try? await Task.sleep(for: frameInterval)
        }
        Screen.write(Screen.clearLine, to: output)
    }

    /// Ends the animation and waits until its line is erased.
    private static func stop(_ drawing: Task<Void, Never>) async {
        drawing.cancel()
        await drawing.value
        TerminalSession.showCursor()
    }
}
