import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// The file `quizctl export FILE` writes: filled in a temporary file beside
/// it, then renamed over it, so a failed export leaves what was there. A
/// link is followed, so it goes on naming the new file. What is not a
/// regular file (`/dev/stdout`, a pipe, a device) is written as it is and
/// never replaced: renaming over `/dev/full` made it a regular file.
///
/// With `replacing` false a regular file already there is refused, and the
/// new one is linked into place only if the name is still free when it is
/// complete: a file made meanwhile is never replaced either.
enum ExportFile {
    static func write<T>(to path: String, replacing: Bool = true, _ fill: (DescriptorSink) throws -> T) throws -> T {
        func failure(_ error: any Error) -> CommandFailure {
            CommandFailure(Strings.cannotWriteExport(path, Strings.systemReason(of: error)))
        }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard replacing else { throw CommandFailure(Strings.exportWouldReplace(path)) }
                guard let resolved = realpath(path, nil) else { throw failure(DescriptorSink.lastError()) }
                defer { free(resolved) }
                return try replace(String(cString: resolved), named: path, fill)
            case S_IFDIR:
                throw failure(POSIXError(.EISDIR))
            default:
                return try stream(to: path, fill, failure)
            }
        }
        return try replace(path, named: path, replacing: replacing, fill)
    }

    /// Writes straight into what `path` is (a pipe, a terminal, a device).
    private static func stream<T>(to path: String, _ fill: (DescriptorSink) throws -> T, _ failure: (any Error) -> CommandFailure)
        throws -> T
    {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(DescriptorSink.lastError()) }
        defer { close(descriptor) }
        do {
            return try fill(DescriptorSink(descriptor: descriptor))
        } catch let error as UserFacingError {
            throw error
        } catch {
            throw failure(error)
        }
    }

    /// Fills a temporary file beside `path` and renames it over `path`
    /// (links it there when not `replacing`, which fails when a file took the name meanwhile).
    private static func replace<T>(_ path: String, named shown: String, replacing: Bool = true, _ fill: (DescriptorSink) throws -> T)
        throws -> T
    {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).export-\(UUID().uuidString)").path
        func failure(_ error: any Error) -> CommandFailure {
            CommandFailure(Strings.cannotWriteExport(shown, Strings.systemReason(of: error)))
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(DescriptorSink.lastError()) }
        var isOpen = true
        do {
            let result = try fill(DescriptorSink(descriptor: descriptor))
            isOpen = false
            guard close(descriptor) == 0 else { throw DescriptorSink.lastError() }
            if replacing {
                guard rename(temporary, url.path) == 0 else { throw DescriptorSink.lastError() }
            } else {
                guard link(temporary, url.path) == 0 else {
                    if errno == EEXIST { throw CommandFailure(Strings.exportWouldReplace(shown)) }
                    throw DescriptorSink.lastError()
                }
                unlink(temporary)
            }
            return result
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            if let error = error as? UserFacingError { throw error }
            throw failure(error)
        }
    }
}

/// Writes bytes to an open descriptor, all of them, retrying after partial
/// writes and interruptions; a failure is the system's `POSIXError`.
struct DescriptorSink {
    let descriptor: Int32

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Self.lastError()
                }
                written += result
            }
        }
    }

    /// `errno` as an error.
    static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
