/// Everything quizctl does with the terminal, as a value: the live one talks
/// to the process's standard streams, a test one to a script of keys and
/// lines and a buffer of what was drawn (isowords' client shape).
///
/// Every read and write of the command line goes through one of these, so a
/// whole game, a menu or a result screen runs in-process under a test.
@MainActor
struct Terminal {
    /// Whether a stream is a person's terminal: a TTY, and `TERM` not `dumb`.
    var isTerminal: (StandardStream) -> Bool
    /// The width to lay text out for, in columns.
    var width: () -> Int
    /// Writes text to the output or error stream now, unbuffered.
    var write: (String, StandardStream) -> Void
    /// The next line, with the terminal's own line editing (echo, backspace);
    /// waits at most the given seconds (nil: as long as it takes).
    var readLine: (Double?) -> LineEvent
    /// Throws away keys typed but not yet read (type-ahead), so the next key
    /// is one pressed after this call. Single-key input only: typed lines
    /// from a script are answers, not type-ahead.
    var discardTypedAhead: () -> Void
    /// Hides the cursor on a stream until `showCursor`; an interrupted
    /// quizctl shows it again.
    var hideCursor: (StandardStream) -> Void
    var showCursor: () -> Void
    /// The window's size, for the run loop's frames.
    var size: () -> TerminalSize = { .fallback }
    /// Takes the alternate screen (true) or gives the shell its screen back
    /// (false); does nothing unless standard output is a terminal.
    var useAlternateScreen: (Bool) -> Void = { _ in }
    /// Whether links may be written as OSC 8 hyperlinks: only on a terminal
    /// known to open them.
    var supportsHyperlinks: () -> Bool = { false }
    /// The image protocol the terminal was found to show (environment and
    /// query, asked once), nil when none: see `GraphicsSupport`.
    var imageProtocol: () -> ImageProtocol? = { nil }
    /// Writes an image's escape sequence to standard output as it is: not
    /// part of the screen's text, so it is drawn again only with the screen.
    var writeImage: (String) -> Void = { _ in }
    /// Whether output is appended line by line, never redrawn (`linear()`).
    var isLinear = false
    /// The run loop's wait, in cbreak mode: a key (unless keys are not
    /// wanted now: they stay unread), a signal (resize, `fg`), something
    /// posted to the queue whose descriptor is given, or nothing within the
    /// seconds given (nil: as long as it takes).
    var nextInput: (_ timeout: Double?, _ posted: Int32, _ keys: Bool) -> TerminalInput = { _, _, _ in .endOfInput }
    /// Draws a frame of the run loop on standard output, writing only the
    /// lines that differ from the frame it drew last.
    var showFrame: (Frame) -> Void = { _ in }
    /// Forgets the frame on the screen, so the next is drawn whole: after a
    /// screen not on the loop drew, or the shell drew over it (`fg`).
    var forgetFrame: () -> Void = {}

    init(
        isTerminal: @escaping (StandardStream) -> Bool,
        width: @escaping () -> Int,
        write: @escaping (String, StandardStream) -> Void,
        readLine: @escaping (Double?) -> LineEvent,
        hideCursor: @escaping (StandardStream) -> Void,
        showCursor: @escaping () -> Void,
        discardTypedAhead: @escaping () -> Void = {}
    ) {
        self.isTerminal = isTerminal
        self.width = width
        self.write = write
        self.readLine = readLine
        self.hideCursor = hideCursor
        self.showCursor = showCursor
        self.discardTypedAhead = discardTypedAhead
    }
}
