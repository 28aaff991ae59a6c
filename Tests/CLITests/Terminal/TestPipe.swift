@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// A pipe the terminal tests use in place of standard input or output.
/// Each test owns its pipe; `close()` ends it.
final class TestPipe {
    let readEnd: Int32
    private(set) var writeEnd: Int32

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0, sourceLocation: sourceLocation)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// Closes the writing end: readers see end of input.
    func closeWriting() {
        guard writeEnd >= 0 else { return }
        close(writeEnd)
        writeEnd = -1
    }

    /// Everything written so far, once the writing end is closed.
    func drain() -> String {
        closeWriting()
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += buffer[..<count]
        }
        return String(decoding: result, as: UTF8.self)
    }

    deinit {
        closeWriting()
        close(readEnd)
    }
}

extension KeyReader {
    /// The next key, the time running out or the end of input, with no
    /// signal or posted event to wake the wait: what the reader's own tests ask.
    func next(timeout: Double?) -> TerminalInput {
        nextInput(timeout: timeout, signals: -1, posted: -1)
    }
}
