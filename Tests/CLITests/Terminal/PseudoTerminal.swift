@preconcurrency import Glibc
import Testing

/// A pseudo-terminal pair: the secondary end behaves like a real terminal.
///
/// Glibc's module does not export `posix_openpt`/`ptsname`, so this does
/// what they do on Linux: open /dev/ptmx, unlock the secondary end
/// (TIOCSPTLCK) and ask for its number (TIOCGPTN). The request codes are
/// function-like macros in C, hence spelled out for x86_64 and arm64.
final class PseudoTerminal {
    private static let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    private static let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    let primary: Int32
    let secondary: Int32

    init() throws {
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        var locked: Int32 = 0
        var number: Int32 = -1
        try #require(ioctl(primary, Self.unlockRequest, &locked) == 0)
        try #require(ioctl(primary, Self.numberRequest, &number) == 0)
        secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(secondary >= 0)
    }

    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(secondary, &settings)
        return settings
    }

    /// Sets the window size, as a terminal emulator does when its window changes.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// What was written to the secondary end, read from the primary until
    /// nothing more comes for `quiet` seconds or `until` is found.
    func read(quiet: Double = 0.3, until marker: String? = nil, limit: Double = 10) -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waited = 0.0
        while waited < limit {
            var request = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(quiet * 1000)) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            collected += buffer[..<count]
            waited += 0.01
            if let marker, String(decoding: collected, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Sends what a person types.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    deinit {
        close(secondary)
        close(primary)
    }
}
