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

    deinit {
        close(secondary)
        close(primary)
    }
}
