@preconcurrency import Glibc

/// A braille spinner on standard error while something slow (loading
/// questions over the network) runs, so the player knows quizctl is alive.
enum Spinner {
    static let frameInterval: Duration = .milliseconds(80)

    /// Runs `work`, drawing the spinner and `message` on the terminal's
    /// standard error meanwhile, when that is a terminal; the line is erased
    /// before this returns or throws, so what comes next starts on a clean line.
    ///
    /// `work` runs on the main actor, the caller's, unless a spinner turns:
    /// then it runs in the shared pool, so that work that does not suspend
    /// (a large bank of your own questions) leaves the main actor free to
    /// draw. With nothing drawn (a script, a pipe) no thread is started.
    @MainActor
    static func run<T: Sendable>(
        message: String,
        on terminal: Terminal,
        glyphs: Glyphs = .unicode,
        _ work: nonisolated(nonsending) @Sendable () async throws -> T
    ) async rethrows -> T {
        guard terminal.isTerminal(.error) else { return try await work() }
        // Output read in order (accessible mode) gets the message once: nothing moves.
        guard !terminal.isLinear else {
            terminal.write(message + "\n", .error)
            return try await work()
        }
        let line = TextWrap.truncate(message, to: terminal.width() - 3)
        // The cursor is hidden through the terminal, so Ctrl-C mid-load still shows it again.
        terminal.hideCursor(.error)
        let drawing = Task { @MainActor in await animate(line, glyphs: glyphs, on: terminal) }
        do {
            let value = try await concurrently(work)
            await stop(drawing, on: terminal)
            return value
        } catch {
            await stop(drawing, on: terminal)
            throw error
        }
    }

    /// The line drawn for the `index`-th frame: back to the line's start, the
    /// frame, the message, and a clear of anything a longer message left behind.
    static func frame(_ index: Int, message: String, glyphs: Glyphs = .unicode) -> String {
        let frames = glyphs.spinner
        return "\r" + frames[index % frames.count] + " " + message + "\u{1B}[K"
    }

    @MainActor
    private static func animate(_ message: String, glyphs: Glyphs, on terminal: Terminal) async {
        var index = 0
        while !Task.isCancelled {
            terminal.write(frame(index, message: message, glyphs: glyphs), .error)
            index += 1
            try? await Task.sleep(for: frameInterval)
        }
        terminal.write(Screen.clearLine, .error)
    }

    /// Runs `work` in the shared pool: a `nonisolated(nonsending)` closure
    /// called from a `@concurrent` function runs where this one does.
    ///
    /// The yield is what leaves the main actor: the compiler drops a
    /// `@concurrent` function's hop to the pool when nothing in it needs the
    /// pool before its first suspension, and a call of a `nonsending`
    /// closure does not count, so `work` would start on the main actor and
    /// a spinner could not turn until it was done.
    @concurrent
    private static func concurrently<T: Sendable>(_ work: nonisolated(nonsending) @Sendable () async throws -> T) async rethrows -> T {
        await Task.yield()
        return try await work()
    }

    /// Ends the animation and waits until its line is erased.
    @MainActor
    private static func stop(_ drawing: Task<Void, Never>, on terminal: Terminal) async {
        drawing.cancel()
        await drawing.value
        terminal.showCursor()
    }
}
