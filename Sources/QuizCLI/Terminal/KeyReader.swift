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

    /// The run loop's wait: the next key, or whatever comes first of a
    /// signal on `signals` (the terminal's self-pipe), an event posted to
    /// `posted` (the loop's queue) and the end of `timeout` seconds. With
    /// `keys` false, keys are left unread (a pause they must not cut short).
    func nextInput(timeout: Double?, signals: Int32, posted: Int32, keys: Bool = true) -> TerminalInput {
        nextInput(until: InputDeadline(seconds: timeout), signals: signals, posted: posted, keys: keys)
    }

    private func nextInput(until deadline: InputDeadline, signals: Int32, posted: Int32, keys: Bool) -> TerminalInput {
        if keys, let key = takePending() { return .key(key) }
        if reachedEnd { return .endOfInput }
        while true {
            var wait = deadline.remainingMilliseconds
            if keys, parser.isAwaitingMore {
                let pause = Int32(escapePause * 1000)
                wait = wait < 0 ? pause : min(wait, pause)
            }
            var requests = [keys ? descriptor : -1, signals, posted].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let result = poll(&requests, 3, wait)
            if result < 0 {
                if errno == EINTR { continue }
                reachedEnd = true
                return .endOfInput
            }
            if result == 0 {
                if keys { pending += parser.flush() }
                if keys, let key = takePending() { return .key(key) }
                if deadline.remainingMilliseconds == 0 { return .timedOut }
                continue
            }
            if requests[1].revents != 0, let signal = Self.readSignal(signals) { return signal }
            if requests[2].revents != 0 { return .posted }
            guard requests[0].revents != 0 else { continue }
            guard let bytes = InputWait.read(descriptor) else {
                reachedEnd = true
                pending += parser.flush()
                return takePending().map(TerminalInput.key) ?? .endOfInput
            }
            for byte in bytes { pending += parser.feed(byte) }
            if let key = takePending() { return .key(key) }
            if deadline.remainingMilliseconds == 0 && !parser.isAwaitingMore { return .timedOut }
        }
    }

    /// What the signal pipe says: a `fg` wins over a resize (it redraws too).
    private static func readSignal(_ descriptor: Int32) -> TerminalInput? {
        guard let bytes = InputWait.read(descriptor, capacity: 64), !bytes.isEmpty else { return nil }
        if bytes.contains(TerminalSignal.resumed.rawValue) {
            return .resumed(suspendedFor: TerminalSession.takeLastSuspension())
        }
        // Ctrl-C taken as input means "leave": what Escape means on every screen.
        if bytes.contains(TerminalSignal.interrupted.rawValue) { return .key(.escape) }
        return .resized
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
