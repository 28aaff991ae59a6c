@preconcurrency import Glibc

enum InputWait {
    enum Outcome: Equatable {
        /// A read will not block: data, end of input or an error is waiting.
        case ready
        case timedOut
        /// A signal cut the wait short; wait again for the time that is left.
        case interrupted
        /// The wake descriptor became readable first (a resize, `fg`).
        case woken
    }

    /// Like `readable(_:milliseconds:)`, but also wakes when `wake` (a
    /// self-pipe; -1 for none) has something to read.
    static func readable(_ descriptor: Int32, wake: Int32, milliseconds: Int32) -> Outcome {
        guard wake >= 0 else { return readable(descriptor, milliseconds: milliseconds) }
        var requests = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let result = poll(&requests, 2, milliseconds)
        if result > 0 { return requests[1].revents != 0 ? .woken : .ready }
        if result == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .ready
    }

    /// Waits up to `milliseconds` (-1: forever) for `descriptor` to have something to read.
    static func readable(_ descriptor: Int32, milliseconds: Int32) -> Outcome {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let result = poll(&request, 1, milliseconds)
        if result > 0 { return .ready }
        if result == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .ready  // an error: let the read report it
    }

    /// Reads what is available, at most `capacity` bytes: an empty array when
    /// nothing came after all (a signal, a non-blocking descriptor), nil at end
    /// of input or on an error that will not go away.
    static func read(_ descriptor: Int32, capacity: Int = 4096) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: capacity)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, capacity) }
        if count > 0 { return Array(buffer[..<count]) }
        if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { return [] }
        return nil
    }

    /// Empties a non-blocking self-pipe after it woke a wait.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, 64) }) > 0 {}
    }
}
