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
    /// The body passed the download's byte cap (`DownloadLimits.maxBytes`);
    /// nothing of it is kept, since no valid file is that large.
    case tooLarge(limit: Int64)
    /// Going on would leave less than `reserve` bytes free on the disk of
    /// `path` (`available` are free now); what arrived is kept.
    case noSpace(path: String, available: Int64, reserve: Int64)
    /// The whole transfer took longer than its deadline; `received` bytes
    /// are in the file for the next run to resume after.
    case deadlineExceeded(after: Duration, received: Int64)
    /// Anything else curl reported.
    case failed(detail: String)
}
