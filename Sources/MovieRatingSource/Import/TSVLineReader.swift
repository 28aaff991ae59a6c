import Foundation
@preconcurrency import Glibc

/// Streams a text file line by line through a 64 KiB buffer, so a 1 GB
/// title.basics.tsv never sits in memory whole.
///
/// A path ending in ".gz", or a file that starts as gzip data does (a
/// download's ".part"), is decompressed on the fly by `/usr/bin/env gzip -dc`
/// through a pipe: the toolchain has no zlib module, and gzip is on every Linux.
struct TSVLineReader {
    static let chunkSize = 64 * 1024

    let path: String

    /// Calls `body` with each line's 1-based number and bytes, without the line
    /// break or a trailing CR (files written on Windows end lines with CRLF).
    /// The bytes are only valid during the call.
    func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        if path.hasSuffix(".gz") || Self.startsAsGzip(path) {
            try forEachDecompressedLine(body)
        } else {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw IMDbDatasetError.unreadable(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            try Self.readLines(from: descriptor, path: path, body)
        }
    }

    /// Whether a regular file begins with gzip's magic bytes (1f 8b). A pipe
    /// or a FIFO is never sniffed: its bytes, once read, are gone.
    private static func startsAsGzip(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var magic: [UInt8] = [0, 0]
        return read(descriptor, &magic, 2) == 2 && magic == [0x1F, 0x8B]
    }

    private func forEachDecompressedLine(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard access(path, R_OK) == 0 else { throw IMDbDatasetError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", "--", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw IMDbDatasetError.unreadable(path: path, reason: error.localizedDescription)
        }
        defer { try? output.fileHandleForReading.close() }
        // At the end of gzip's output, its verdict comes before the last line: a
        // truncated file is cut mid-line, and "decompression failed" says why
        // better than "expected 3 fields, found 1".
        let verdict = {
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw IMDbDatasetError.decompressionFailed(path: path, status: process.terminationStatus)
            }
        }
        do {
            try Self.readLines(from: output.fileHandleForReading.fileDescriptor, path: path, atEnd: verdict, body)
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw IMDbDatasetError.decompressionFailed(path: path, status: process.terminationStatus)
        }
    }

    /// `atEnd` runs once the descriptor is exhausted, before the last line
    /// if it has no line break.
    private static func readLines(
        from descriptor: Int32, path: String, atEnd: () throws -> Void = {}, _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        /// The start of a line whose end is in a later chunk.
        var pending: [UInt8] = []
        var number = 0

        func emit(_ line: UnsafeBufferPointer<UInt8>) throws {
            number += 1
            let end = line.last == UInt8(ascii: "\r") ? line.count - 1 : line.count
            try body(number, UnsafeBufferPointer(rebasing: line[..<end]))
        }

        while true {
            let count = read(descriptor, chunk.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw IMDbDatasetError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            let filled = UnsafeBufferPointer(rebasing: chunk[..<count])
            var start = 0
            while start < count, let newline = memchr(filled.baseAddress! + start, 0x0A, count - start) {
                let end = filled.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                if pending.isEmpty {
                    try emit(UnsafeBufferPointer(rebasing: filled[start..<end]))
                } else {
                    pending.append(contentsOf: filled[start..<end])
                    try pending.withUnsafeBufferPointer { try emit($0) }
                    pending.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            pending.append(contentsOf: filled[start..<count])
        }
        try atEnd()
        if !pending.isEmpty { try pending.withUnsafeBufferPointer { try emit($0) } }
    }
}
