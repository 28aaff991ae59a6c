/// Why a download into a file stopped. Whatever arrived stays in the file,
/// so the next download of the same URL into it resumes.
public enum DownloadError: Error, Sendable, Equatable {
    /// No curl to run, or it could not be started: which, and why.
    case toolMissing(String)
    /// The server answered with this status instead of the file.
    case httpStatus(Int)
    /// The connection ended before the whole file came; `received` bytes are in the file.
    case connectionCut(received: Int64, detail: String)
    /// The server could not be reached (name, connection refused, TLS).
    case unreachable(detail: String)
    /// Writing the file failed (a full disk, no permission): the system's reason.
    case cannotWrite(path: String, reason: String)
    /// Anything else curl reported.
    case failed(detail: String)
}
