@preconcurrency import Glibc

/// Reads a child's stdout and stderr as they come, both in one `poll`, so a
/// child filling one pipe while we wait on the other cannot deadlock.
struct PipeReader {
    enum Event { case pipes, watchedReady, nothing }

    private var descriptors: [Int32]
    private let outputLimit: Int
    private let errorLimit: Int
    private(set) var outputBytes: [UInt8] = []
    private(set) var errorBytes: [UInt8] = []
    private(set) var outputTooLarge = false
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// When set, standard output goes here as it comes instead of into
    /// `outputBytes`; returning false ends the run as `outputTooLarge`.
    private let outputSink: OutputSink?

    init(output: Int32, errors: Int32, outputLimit: Int, errorLimit: Int, outputSink: OutputSink? = nil) {
        descriptors = [output, errors]
        self.outputLimit = outputLimit
        self.errorLimit = errorLimit
        self.outputSink = outputSink
    }

    /// Sleeps until a pipe or `watched` is ready or `limit` passes, then
    /// reads once from each ready pipe. With no pidfd (`watched` < 0) it
    /// wakes every 50 ms so the caller can ask whether the child ended.
    mutating func waitOnce(alsoWatching watched: Int32, for limit: Duration) -> Event {
        let slice = watched < 0 ? min(limit, .milliseconds(50)) : limit
        var fds = (descriptors + [watched]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), Self.milliseconds(slice))
        guard ready > 0 else { return .nothing }
        for index in 0..<2 where fds[index].fd >= 0 && fds[index].revents != 0 { readOnce(index) }
        return fds[2].fd >= 0 && fds[2].revents != 0 ? .watchedReady : .pipes
    }

    /// Reads whatever the pipes hold right now, without waiting for more:
    /// what the child wrote before it ended.
    mutating func drainWhatIsReady() {
        while !outputTooLarge {
            var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, 2, 0) > 0 else { return }
            var progressed = false
            for index in 0..<2 where fds[index].fd >= 0 && fds[index].revents != 0 {
                progressed = readOnce(index) || progressed
            }
            if !progressed { return }
        }
    }

    /// One read from pipe `index`; false when it has closed.
    @discardableResult
    private mutating func readOnce(_ index: Int) -> Bool {
        let count = read(descriptors[index], &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { return true }
        guard count > 0 else {
            descriptors[index] = -1
            return false
        }
        if index == 0, let outputSink {
            let taken = buffer.withUnsafeBytes { outputSink(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            if !taken { outputTooLarge = true }
        } else if index == 0 {
            outputBytes += buffer[0..<count]
            if outputBytes.count > outputLimit { outputTooLarge = true }
        } else if errorBytes.count < errorLimit {
            errorBytes += buffer[0..<min(count, errorLimit - errorBytes.count)]
        }
        return true
    }

    /// Rounded up, so a wait never ends just before the deadline and spins.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
