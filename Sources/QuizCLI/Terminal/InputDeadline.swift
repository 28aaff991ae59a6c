@preconcurrency import Glibc

/// Waiting for input on a descriptor with an optional time limit, shared by
/// the key and line readers.
///
/// The limit is a deadline on the monotonic clock, so a wait interrupted by a
/// signal (a terminal resize, say) resumes for only the time that is left.
struct InputDeadline {
    private let end: UInt64?

    /// No deadline when `seconds` is nil; a negative limit is already over.
    init(seconds: Double?) {
        guard let seconds else {
            end = nil
            return
        }
        end = Self.now() &+ UInt64(max(0, seconds) * 1_000_000_000)
    }

    /// Milliseconds left for `poll`: -1 means "wait forever", rounded up so a
    /// wait never ends just before the deadline.
    var remainingMilliseconds: Int32 {
        guard let end else { return -1 }
        let now = Self.now()
        guard end > now else { return 0 }
        return Int32(clamping: (end - now + 999_999) / 1_000_000)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
