import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Writes to the descriptors quizctl reads, unbuffered: the process may
/// exit at any moment, and what it wrote must already be in the pipe.
enum FetchOutput {
    static func write(_ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    exit(1)
                }
                offset += written
            }
        }
    }

    /// A short reason on stderr, then the exit status that says the rest.
    static func fail(_ status: Int32, _ reason: String) -> Never {
        let line = reason + "\n"
        _ = line.withCString { Glibc.write(2, $0, strlen($0)) }
        exit(status)
    }
}
