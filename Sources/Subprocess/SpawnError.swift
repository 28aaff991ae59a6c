@preconcurrency import Glibc

/// The program could not be started; `code` is the errno (ENOENT, EACCES, …).
public struct SpawnError: Error, Sendable, Equatable {
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The system's words for the code ("No such file or directory").
    public var reason: String { String(cString: strerror(code)) }
}
