import Foundation
@preconcurrency import Glibc

/// Runs a program whose standard output is written to a file, and stops it
/// once the file passes a size: unzip and zstd unpack what a package
/// claims, and a zip bomb claims little and unpacks to gigabytes.
///
/// The output is streamed through a 64 KB buffer, so memory stays flat
/// whatever the size. Standard error goes to a file beside it (a pipe we
/// did not read could fill and stall the program).
struct CappedOutput {
    enum Outcome: Equatable {
        case finished(status: Int32, errors: String)
        case tooLarge
    }

    var executable: String
    var arguments: [String]
    var limit: Int

    /// Writes the output to `destination` (created, private) and standard
    /// error to `destination + ".err"`. Throws only when the program cannot start.
    func run(into destination: String) throws -> Outcome {
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw CappedOutputError(reason: String(cString: strerror(errno))) }
        defer { close(output) }
        let errorPath = destination + ".err"
        guard FileManager.default.createFile(atPath: errorPath, contents: nil, attributes: [.posixPermissions: 0o600]),
            let errors = FileHandle(forWritingAtPath: errorPath)
        else { throw CappedOutputError(reason: String(cString: strerror(errno))) }
        defer { try? errors.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CappedOutputError(reason: error.localizedDescription)
        }
        let source = pipe.fileHandleForReading.fileDescriptor
        defer { try? pipe.fileHandleForReading.close() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var written = 0
        while true {
            let count = read(source, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            written += count
            if written > limit {
                Self.stop(process)
                return .tooLarge
            }
            guard Self.writeAll(buffer[0..<count], to: output) else {
                let reason = String(cString: strerror(errno))
                Self.stop(process)
                throw CappedOutputError(reason: reason)
            }
        }
        process.waitUntilExit()
        let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return .finished(status: process.terminationStatus, errors: message)
    }

    /// SIGKILL, not `terminate()`'s SIGTERM: Foundation spawns the child
    /// with our signal dispositions, and a test runner that ignores SIGTERM
    /// would leave unzip blocked on the pipe for ever.
    private static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            rest = rest.dropFirst(count)
        }
        return true
    }
}

/// The program could not be started, or its output not written.
struct CappedOutputError: Error {
    var reason: String
}
