import FoundationEssentials
@preconcurrency import Glibc
import Subprocess

/// One URL downloaded into a part file through the system's curl, resumed
/// with an HTTP Range from whatever the file already holds.
///
/// curl's standard output comes to us through a pipe and we write the file
/// ourselves: when quizctl is interrupted the pipe closes and curl ends on
/// its next write, so no orphaned curl goes on writing a file the next run
/// resumes. What was written stays, for that next run.
struct CurlDownload {
    let curl: CurlCommand?

    func download(
        _ url: URL, to part: URL, limits: DownloadLimits, progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DownloadError) -> DownloadResult {
        guard let curl else { throw .toolMissing(CurlCommand.missingReason()) }
        // A second pass only after a range that did not fit: the file is then emptied first.
        for _ in 0..<2 {
            let descriptor = open(part.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw .cannotWrite(path: part.path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            fchmod(descriptor, 0o600)
            let offset = Int64(lseek(descriptor, 0, SEEK_END))
            let writer = PartFileWriter(descriptor: descriptor, path: part.path, offset: offset, limits: limits, progress: progress)
            // The deadline is the child's: at it, curl's whole process group is killed.
            let child = ChildProcess(
                executable: curl.executable, arguments: Self.arguments(url: url, from: offset), outputLimit: .max,
                timeout: limits.deadline)
            switch await child.run(streamingOutputTo: { writer.take($0) }) {
            case .failure(let error): throw .toolMissing("\(curl.executable): \(error.reason)")
            case .success(let outcome):
                switch writer.verdict(Self.ending(outcome)) {
                case .complete(let result): return result
                case .failed(let error):
                    // An answer that brought no byte (a 404, say) leaves no empty
                    // file behind, and one over the cap nothing worth resuming.
                    if case .tooLarge = error { unlink(part.path) }
                    if lseek(descriptor, 0, SEEK_END) == 0 { unlink(part.path) }
                    throw error
                case .restart:
                    guard ftruncate(descriptor, 0) == 0 else {
                        throw .cannotWrite(path: part.path, reason: String(cString: strerror(errno)))
                    }
                }
            }
        }
        throw .failed(detail: "the server's ranges do not match the file")
    }

    /// curl's arguments for a download from byte `offset` on: the heads and
    /// the body on standard output (`--include`), nothing else there.
    /// No `--max-time`: the deadline is ours (`DownloadLimits.deadline`), and
    /// a connection that moves less than a byte a second for a minute is
    /// ended sooner.
    static func arguments(url: URL, from offset: Int64) -> [String] {
        var arguments = [
            "--disable", "--silent", "--show-error", "--globoff",
            "--proto", "=http,https", "--proto-redir", "=http,https", "--location", "--max-redirs", "5",
            "--connect-timeout", "30", "--speed-limit", "1", "--speed-time", "60",
            "--include", "--suppress-connect-headers",
        ]
        if offset > 0 { arguments += ["--header", "Range: bytes=\(offset)-"] }
        return arguments + ["--output", "-", "--", url.absoluteString]
    }

    /// How curl ended, in the words of curl's own error line.
    static func ending(_ outcome: ChildOutcome) -> CurlEnding {
        let line = CurlCommand.errorLine(in: outcome.errorOutput)
        switch outcome.ending {
        case .exited(0), .outputTooLarge: return .finished
        case .timedOut: return .deadline
        case .killedBySignal(let signal): return .failed("curl: ended by signal \(signal)")
        case .exited(let code):
            let detail = line ?? "curl: exit status \(code)"
            switch CurlExit.urlErrorCode(code) {
            case .networkConnectionLost, .timedOut: return .cut(detail)
            case .cannotFindHost, .cannotConnectToHost, .secureConnectionFailed, .serverCertificateUntrusted: return .unreachable(detail)
            default: return .failed(detail)
            }
        }
    }
}
