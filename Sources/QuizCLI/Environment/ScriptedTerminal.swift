/// A terminal for tests and replays: keys and lines come from a script,
/// what is drawn is kept. Its `terminal` value is a drop-in for the live one,
/// so a whole game, a menu or a result screen runs in-process.
///
/// A scripted key is pressed in answer to what is shown, unless the script
/// says it was typed ahead (`ScriptedKey.typedAhead`): pressed before the
/// question it would answer was shown, in the feedback pause. Discarding
/// type-ahead drops those, as a person's terminal would.
@MainActor
final class ScriptedTerminal {
    /// Keys still to come, first first; when they run out, input has ended.
    var keys: [KeyEvent]
    /// Lines still to come, first first; when they run out, input has ended.
    var lines: [LineEvent]
    /// Whether every stream counts as a person's terminal.
    var isInteractive: Bool
    var columns: Int
    var rows = 24
    /// Whether the terminal opens OSC 8 hyperlinks.
    var hyperlinks = false
    /// The image protocol the terminal answers the graphics query with.
    var imageProtocol: ImageProtocol?
    /// Image escape sequences written, in order (they are in `output` too).
    private(set) var images: [String] = []
    /// Called before each key is handed out, with the time limit asked for:
    /// a test moves its clock on here to let a question's time run out.
    var beforeKey: (Double?) -> Void = { _ in }
    /// Called before each line is handed out, with the time limit asked
    /// for: a test moves its clock on here when the line's wait runs out.
    var beforeLine: (Double?) -> Void = { _ in }
    /// Everything written to standard output, and to standard error.
    private(set) var output = ""
    private(set) var errors = ""
    /// The time limits keys were waited for, in order (nil: no limit).
    private(set) var keyWaits: [Double?] = []
    private(set) var isCursorHidden = false
    /// Whether each of `keys` was typed ahead; nil when none was.
    private var typedAhead: [Bool]?
    /// Keys thrown away as type-ahead, in order.
    private(set) var discardedKeys: [KeyEvent] = []
    /// The run loop's frames, in the order drawn.
    private(set) var frames: [Frame] = []
    /// Signals waiting to reach the run loop before its next key (a resize).
    private var signals: [TerminalInput] = []
    /// Called when the run loop waits out a pause without reading keys, with
    /// its length: a test with a hand-moved clock moves it on here.
    var pause: (Double) -> Void = { _ in }
    /// Called before the run loop takes its next key, with the time limit
    /// it waits for: a test may return input to give instead (a resize, a
    /// `fg`, a time-out) or move its clock on.
    var beforeInput: (Double?) -> TerminalInput? = { _ in nil }

    init(keys: [KeyEvent] = [], lines: [LineEvent] = [], isInteractive: Bool = true, columns: Int = 80) {
        self.keys = keys
        self.lines = lines
        self.isInteractive = isInteractive
        self.columns = columns
    }

    /// Plain characters as single key presses: `"y1\r"` is y, 1, Enter.
    convenience init(typing text: String, isInteractive: Bool = true, columns: Int = 80) {
        self.init(keys: Self.keys(typing: text), isInteractive: isInteractive, columns: columns)
    }

    /// Lines of a script, as a pipe would give them.
    convenience init(lines text: [String], columns: Int = 80) {
        self.init(lines: text.map(LineEvent.line), isInteractive: false, columns: columns)
    }

    /// Keys pressed in answer to what is shown, or typed ahead of it.
    convenience init(script: [ScriptedKey], columns: Int = 80) {
        let keys = script.map { entry in
            switch entry {
            case .pressed(let key), .typedAhead(let key): KeyEvent.key(.character(key))
            }
        }
        self.init(keys: keys, isInteractive: true, columns: columns)
        typedAhead = script.map { if case .typedAhead = $0 { true } else { false } }
    }

    static func keys(typing text: String) -> [KeyEvent] {
        var parser = KeyParser()
        return Array(text.utf8).flatMap { parser.feed($0) }.map(KeyEvent.key) + parser.flush().map(KeyEvent.key)
    }

    /// What the player sees on the display stream now: everything after the
    /// last clear-screen, without colours.
    var screen: String { Self.visible(output) }
    var errorScreen: String { Self.visible(errors) }

    private static func visible(_ text: String) -> String {
        let last = text.lastRange(ofLiteral: Screen.clearScreen).map { String(text[$0.upperBound...]) } ?? text
        return Style.plainText(last)
    }

    /// The window changes size while a key is awaited: the screen is drawn
    /// again for the new size, as the live terminal does on SIGWINCH.
    func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        signals.append(.resized)
    }

    var terminal: Terminal {
        var terminal = Terminal(
            isTerminal: { [unowned self] _ in isInteractive },
            width: { [unowned self] in columns },
            write: { [unowned self] text, stream in
                if stream == .error { errors += text } else { output += text }
            },
            readLine: { [unowned self] timeout in
                beforeLine(timeout)
                return lines.isEmpty ? .endOfInput : lines.removeFirst()
            },
            hideCursor: { [unowned self] _ in isCursorHidden = true },
            showCursor: { [unowned self] in isCursorHidden = false },
            discardTypedAhead: { [unowned self] in discardTypedAhead() }
        )
        terminal.size = { [unowned self] in TerminalSize(columns: columns, rows: rows) }
        terminal.nextInput = { [unowned self] timeout, _, wantsKeys in
            if !signals.isEmpty { return signals.removeFirst() }
            // Keys not wanted now (a pause) stay for later; the pause runs
            // out, on the test's clock (`pause`). One with no end never would.
            guard wantsKeys else {
                guard let timeout else { return .endOfInput }
                pause(timeout)
                return .timedOut
            }
            keyWaits.append(timeout)
            if let given = beforeInput(timeout) { return given }
            beforeKey(timeout)
            switch nextKey() {
            case .key(let key): return .key(key)
            case .timedOut: return .timedOut
            case .endOfInput: return .endOfInput
            }
        }
        terminal.showFrame = { [unowned self] frame in
            let changed = frames.last.map { $0 != frame } ?? true
            frames.append(frame)
            output += Screen.clearScreen + frame.lines.map(\.escaped).joined(separator: "\n")
            if changed, let overlay = frame.overlay {
                images.append(overlay)
                output += overlay
            }
        }
        terminal.supportsHyperlinks = { [unowned self] in isInteractive && hyperlinks }
        terminal.imageProtocol = { [unowned self] in isInteractive ? imageProtocol : nil }
        terminal.writeImage = { [unowned self] escape in
            guard isInteractive else { return }
            images.append(escape)
            output += escape
        }
        terminal.useAlternateScreen = { [unowned self] on in
            guard isInteractive else { return }
            output += on ? Screen.enterAlternateScreen : Screen.leaveAlternateScreen
        }
        return terminal
    }

    private func nextKey() -> KeyEvent {
        guard !keys.isEmpty else { return .endOfInput }
        typedAhead?.removeFirst()
        return keys.removeFirst()
    }

    /// The keys typed ahead of what is shown now are dropped; the others
    /// are pressed later, in answer to it, so they stay.
    private func discardTypedAhead() {
        while typedAhead?.first == true, !keys.isEmpty {
            typedAhead?.removeFirst()
            discardedKeys.append(keys.removeFirst())
        }
    }
}

/// One key of a script: pressed in answer to what is shown, or typed ahead
/// of a question not yet shown.
enum ScriptedKey {
    case pressed(Character)
    case typedAhead(Character)
}
