@preconcurrency import Glibc

/// What waiting for a key produced.
enum KeyEvent: Hashable, Sendable {
    case key(Key)
    /// The time limit passed without a key.
    case timedOut
    /// The input closed (or failed): no key will ever come.
    case endOfInput
}

/// Reads single keys from a terminal in cbreak mode.
///
/// It reads the descriptor directly (never through `readLine`'s buffer) and
/// waits with `poll`, so a question's timer can run out while waiting for a key.
final class KeyReader {
    private let descriptor: Int32
    /// Seconds an ESC (or part of a character) waits for the rest of its
    /// sequence before it is resolved on its own.
    private let escapePause: Double
    private var parser = KeyParser()
    private var pending: [Key] = []
    private var pendingIndex = 0
    private var reachedEnd = false

    /// A reader on `descriptor`; the caller is responsible for cbreak mode.
    /// Terminals send a sequence in one go, so the default pause only has to
    /// outlast a slow link while keeping Escape responsive.
    init(descriptor: Int32 = STDIN_FILENO, escapePause: Double = 0.05) {
        self.descriptor = descriptor
        self.escapePause = escapePause
    }

    /// A reader on standard input with the terminal switched to cbreak mode,
    /// or nil when standard input is not a terminal.
    static func forTerminal() -> KeyReader? {
        guard TerminalInfo.isTerminal(STDIN_FILENO), TerminalSession.enterCBreak() else { return nil }
        return KeyReader()
    }

    /// The next key, waiting at most `timeout` seconds (nil: as long as it takes).
    /// When `wake` (a self-pipe, -1 for none) gets a byte meanwhile, it is
    /// emptied and `onWake` runs (a redraw), and the wait goes on.
    func next(timeout: Double?, wake: Int32 = -1, onWake: () -> Void = {}) -> KeyEvent {
        if let key = takePending() { return .key(key) }
        if reachedEnd { return .endOfInput }
        let deadline = InputDeadline(seconds: timeout)
        while true {
            var wait = deadline.remainingMilliseconds
            if parser.isAwaitingMore {
                let pause = Int32(escapePause * 1000)
                wait = wait < 0 ? pause : min(wait, pause)
            }
            switch InputWait.readable(descriptor, wake: wake, milliseconds: wait) {
            case .interrupted:
                continue
            case .woken:
                InputWait.drain(wake)
                onWake()
            case .timedOut:
                pending += parser.flush()
                if let key = takePending() { return .key(key) }
                if deadline.remainingMilliseconds == 0 { return .timedOut }
            case .ready:
                guard let bytes = InputWait.read(descriptor) else {
                    reachedEnd = true
                    pending += parser.flush()
                    return takePending().map(KeyEvent.key) ?? .endOfInput
                }
                for byte in bytes { pending += parser.feed(byte) }
                if let key = takePending() { return .key(key) }
                if deadline.remainingMilliseconds == 0 && !parser.isAwaitingMore { return .timedOut }
            }
        }
    }

    /// Throws away every key typed so far: those waiting here, half a
    /// sequence, and what the terminal holds unread. Called when a question
    /// is shown, so a key pressed during the feedback pause does not answer a
    /// question the player has not seen.
    func discardTypedAhead() {
        pending.removeAll(keepingCapacity: true)
        pendingIndex = 0
        parser = KeyParser()
        guard !reachedEnd else { return }
        _ = tcflush(descriptor, TCIFLUSH)
        // What tcflush cannot reach (a descriptor that is not a terminal) is read and dropped.
        while InputWait.readable(descriptor, milliseconds: 0) == .ready {
            guard let bytes = InputWait.read(descriptor), !bytes.isEmpty else { return }
        }
    }

    private func takePending() -> Key? {
        guard pendingIndex < pending.count else { return nil }
        let key = pending[pendingIndex]
        pendingIndex += 1
        if pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
        }
        return key
    }
}
