import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Subprocess

/// Runs a program whose standard output is written to a file, and stops it
/// once the file passes a size: zstd unpacks what a package
/// claims, and a zip bomb claims little and unpacks to gigabytes.
///
/// The output is streamed as it comes (`ChildProcess`, not Foundation's
/// `Process`, whose first use starts a run loop and a thread and costs more
/// memory than a whole deck), so memory stays flat whatever the size; the
/// start of standard error is kept for the message.
struct CappedOutput {
    enum Outcome: Equatable {
        case finished(status: Int32, errors: String)
        case tooLarge
    }

    var executable: String
    var arguments: [String]
    var limit: Int
    /// Longer than unpacking the largest collection allowed takes.
    var timeout: Duration = .seconds(600)

    /// Writes the output to `destination` (created, private). Throws when
    /// the program cannot start, the output cannot be written, or the
    /// program outlives `timeout`.
    func run(into destination: String) throws -> Outcome {
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw CappedOutputError(reason: String(cString: strerror(errno)), code: errno) }
        defer { close(output) }
        let writer = CappedFileWriter(descriptor: output, limit: limit)
        let child = ChildProcess(executable: executable, arguments: arguments, outputLimit: limit, timeout: timeout)
        let outcome: ChildOutcome
        switch child.runBlocking(streamingOutputTo: writer.take) {
        case .success(let done): outcome = done
        case .failure(let error): throw CappedOutputError(reason: error.reason)
        }
        if let code = writer.failure { throw CappedOutputError(reason: String(cString: strerror(code)), code: code) }
        let errors = String(decoding: outcome.errorOutput, as: UTF8.self)
        switch outcome.ending {
        case .exited(let status): return .finished(status: status, errors: errors)
        case .killedBySignal(let signal): return .finished(status: 128 + signal, errors: errors)
        case .outputTooLarge: return .tooLarge
        case .timedOut: throw CappedOutputError(reason: "timed out")
        }
    }
}

/// Writes the chunks a child prints to a file, refusing them once they pass
/// `limit` or a write fails. Only the thread waiting on the child calls
/// `take`, and `failure` is read after the run has ended.
private final class CappedFileWriter: @unchecked Sendable {
    let descriptor: Int32
    let limit: Int
    private var written = 0
    /// The errno of a write that failed.
    private(set) var failure: Int32?

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    func take(_ chunk: UnsafeRawBufferPointer) -> Bool {
        written += chunk.count
        guard written <= limit else { return false }
        var rest = chunk
        while !rest.isEmpty {
            let count = write(descriptor, rest.baseAddress, rest.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failure = count < 0 ? errno : EIO
                return false
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
        return true
    }
}

/// The program could not be started, or its output not written.
struct CappedOutputError: Error {
    var reason: String
    /// The errno of a failed write (ENOSPC: the disk is full).
    var code: Int32?
}
