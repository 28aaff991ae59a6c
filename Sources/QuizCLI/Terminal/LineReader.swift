@preconcurrency import Glibc

/// What waiting for a line produced.
enum LineEvent: Hashable, Sendable {
    /// One line without its line break.
    case line(String)
    /// The time limit passed before a whole line arrived; what did arrive is kept.
    case timedOut
    /// The input closed: no more lines.
    case endOfInput
}

/// Reads answers one line at a time when standard input is not a terminal,
/// so a game can be scripted.
///
/// It keeps its own buffer on the raw descriptor instead of using `readLine`:
/// `readLine` cannot wait with a time limit, and mixing two buffers on one
/// descriptor would lose input.
final class LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts; consumed bytes are dropped in batches.
    private var start = 0
    private var reachedEnd = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line, waiting at most `timeout` seconds (nil: as long as it
    /// takes). A last line without a line break still counts as a line.
    /// Invalid UTF-8 becomes U+FFFD rather than failing the line.
    func nextLine(timeout: Double?) -> LineEvent {
        let deadline = InputDeadline(seconds: timeout)
        while true {
            if let line = takeLine() { return .line(line) }
            if reachedEnd { return takeRest().map(LineEvent.line) ?? .endOfInput }
            switch InputWait.readable(descriptor, milliseconds: deadline.remainingMilliseconds) {
            case .interrupted, .woken:
                continue
            case .timedOut:
                return .timedOut
            case .ready:
                guard let bytes = InputWait.read(descriptor) else {
                    reachedEnd = true
                    continue
                }
                buffer += bytes
                if bytes.isEmpty && deadline.remainingMilliseconds == 0 { return .timedOut }
            }
        }
    }

    private func takeLine() -> String? {
        guard let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = decode(buffer[start..<newline])
        start = newline + 1
        compact()
        return line
    }

    private func takeRest() -> String? {
        guard start < buffer.count else { return nil }
        let line = decode(buffer[start...])
        start = buffer.count
        compact()
        return line
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// Drops consumed bytes once they are at least half the buffer, so reading
    /// many lines stays linear.
    private func compact() {
        guard start > 0, start * 2 >= buffer.count else { return }
        buffer.removeSubrange(..<start)
        start = 0
    }
}
