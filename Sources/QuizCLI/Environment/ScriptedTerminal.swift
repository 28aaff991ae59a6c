import Foundation

/// A terminal for tests and replays: keys and lines come from a script,
/// what is drawn is kept. Its `terminal` value is a drop-in for the live one,
/// so a whole game, a menu or a result screen runs in-process.
///
/// Keys are either all there from the start (`keys`), each read as soon as
/// it is asked for, or typed at moments of real time (`init(timedKeys:)`):
/// then a read waits for the key's moment, and discarding type-ahead drops
/// the keys whose moment has passed, as a person's terminal would.
@MainActor
final class ScriptedTerminal {
    /// Keys still to come, first first; when they run out, input has ended.
    var keys: [KeyEvent]
    /// Lines still to come, first first; when they run out, input has ended.
    var lines: [LineEvent]
    /// Whether every stream counts as a person's terminal.
    var isInteractive: Bool
    var columns: Int
    /// Called before each key is handed out, with the time limit asked for:
    /// a test moves its clock on here to let a question's time run out.
    var beforeKey: (Double?) -> Void = { _ in }
    /// Everything written to standard output, and to standard error.
    private(set) var output = ""
    private(set) var errors = ""
    /// The time limits keys were waited for, in order (nil: no limit).
    private(set) var keyWaits: [Double?] = []
    private(set) var isCursorHidden = false
    /// When each of `keys` is typed, in seconds after `start`; nil: untimed.
    private var moments: [Double]?
    /// Time 0 of the moments: when input is first asked for or discarded,
    /// so that however long a game takes to load, the keys keep their spacing.
    private var start: ContinuousClock.Instant?
    /// Keys thrown away as type-ahead, in order.
    private(set) var discardedKeys: [KeyEvent] = []

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

    /// Keys typed at moments of real time, in order, in seconds from when
    /// input is first asked for (or discarded): `[(0, "n"), (0.3, "y")]` is
    /// n as the first question shows, then y 0.3 s later.
    convenience init(timedKeys: [(seconds: Double, key: Character)], columns: Int = 80) {
        self.init(keys: timedKeys.flatMap { Self.keys(typing: String($0.key)) }, isInteractive: true, columns: columns)
        moments = timedKeys.map(\.seconds)
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
        let last = text.range(of: Screen.clearScreen, options: .backwards).map { String(text[$0.upperBound...]) } ?? text
        return Style.plainText(last)
    }

    var terminal: Terminal {
        Terminal(
            isTerminal: { [unowned self] _ in isInteractive },
            width: { [unowned self] in columns },
            write: { [unowned self] text, stream in
                if stream == .error { errors += text } else { output += text }
            },
            readKey: { [unowned self] timeout in
                keyWaits.append(timeout)
                beforeKey(timeout)
                return nextKey(waiting: timeout)
            },
            readLine: { [unowned self] _ in lines.isEmpty ? .endOfInput : lines.removeFirst() },
            hideCursor: { [unowned self] _ in isCursorHidden = true },
            showCursor: { [unowned self] in isCursorHidden = false },
            discardTypedAhead: { [unowned self] in discardTypedAhead() }
        )
    }

    private var elapsed: Double {
        let now = ContinuousClock.now
        if start == nil { start = now }
        let duration = now - start!
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The next key; a timed key is waited for, at most `timeout` seconds.
    private func nextKey(waiting timeout: Double?) -> KeyEvent {
        guard !keys.isEmpty else { return .endOfInput }
        guard let moment = moments?.first else { return keys.removeFirst() }
        let wait = moment - elapsed
        if let timeout, wait > timeout {
            Thread.sleep(forTimeInterval: timeout)
            return .timedOut
        }
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        moments?.removeFirst()
        return keys.removeFirst()
    }

    /// Timed keys whose moment has passed are dropped; untimed keys stand
    /// for keys pressed in answer to what is shown, so they stay.
    private func discardTypedAhead() {
        guard moments != nil else { return }
        let now = elapsed
        while let moment = moments?.first, moment <= now, !keys.isEmpty {
            moments?.removeFirst()
            discardedKeys.append(keys.removeFirst())
        }
    }
}
