@preconcurrency import Glibc

/// Cursor and screen escape sequences, and unbuffered output.
///
/// Interactive screens are redrawn in place, so what they write must reach
/// the terminal now, in order, and whole: `write(_:to:)` goes straight to the
/// descriptor instead of through `print`'s buffer.
enum Screen {
    static let escape = "\u{1B}["
    /// Clears the whole screen and moves the cursor to the top left corner.
    static let clearScreen = "\u{1B}[2J\u{1B}[H"
    /// Clears the line the cursor is on and returns to its start.
    static let clearLine = "\r\u{1B}[2K"
    /// Clears from the cursor to the end of the screen.
    static let clearToEnd = "\u{1B}[J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// The alternate screen (smcup/rmcup): a full-screen app draws there and
    /// the shell's screen reappears as it was when the app leaves.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Moves the cursor to the start of the line `lines` lines up; nothing for zero.
    static func moveUp(_ lines: Int) -> String {
        lines > 0 ? "\r\(escape)\(lines)A" : ""
    }

    /// Writes all of `text` to `descriptor`, retrying after partial writes,
    /// interruptions and a full non-blocking pipe. Anything `print` buffered
    /// for standard output is flushed first, so the two never swap places.
    /// Returns false when the descriptor refuses the bytes (closed pipe, bad fd).
    @discardableResult
    static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        if descriptor == STDOUT_FILENO { fflush(stdout) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                } else {
                    return false
                }
            }
            return true
        }
    }
}
