@preconcurrency import Glibc
import QuizPlatform

/// Streams a text file line by line through a 256 KiB buffer, so a 1 GB
/// title.basics.tsv never sits in memory whole, and refuses a line longer
/// than `lineLimit` as it reads it: memory stays flat whatever a file holds
/// (a 300 MB field in a gzipped file once took 544 MB before its refusal).
///
/// A path ending in ".gz", or a regular file that starts as gzip data does (a
/// download's ".part"), is inflated on the way by `GzipDecompressor`.
struct TSVLineReader {
    static let chunkSize = 256 * 1024
    /// IMDb's longest lines are a few hundred bytes.
    static let lineLimit = 64 * 1024

    let path: String

    /// Calls `body` with each line's 1-based number and bytes, without the line
    /// break or a trailing CR (files written on Windows end lines with CRLF).
    /// The bytes are only valid during the call.
    func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IMDbDatasetError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if path.hasSuffix(".gz") || Self.startsAsGzip(descriptor) {
            let gzip = try GzipDecompressor(descriptor: descriptor, path: path)
            try Self.readLines(path: path, fill: gzip.read(into:), body)
        } else {
            try Self.readLines(path: path, fill: { try Self.read(descriptor, into: $0, path: path) }, body)
        }
    }

    /// Whether a regular file begins with gzip's magic bytes (1f 8b), read
    /// without moving its offset. A pipe or a FIFO is never sniffed: its
    /// bytes, once read, are gone.
    private static func startsAsGzip(_ descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var magic: [UInt8] = [0, 0]
        return pread(descriptor, &magic, 2, 0) == 2 && magic == [0x1F, 0x8B]
    }

    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, path: String) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw IMDbDatasetError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        }
    }

    /// `fill` puts the next bytes in the buffer and says how many, 0 at the
    /// end. A decompressor throws there when its data is cut short: before
    /// the last, cut-off line, since "the file ends early" says why better
    /// than "expected 3 fields, found 1".
    private static func readLines(
        path: String, fill: (UnsafeMutableBufferPointer<UInt8>) throws -> Int, _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        /// The start of a line whose end is in a later chunk.
        var pending: [UInt8] = []
        var number = 0

        func refuseLongLine() -> IMDbDatasetError {
            .badLine(path: path, line: number + 1, reason: Strings.datasetLineTooLong(limit: lineLimit))
        }
        func emit(_ line: UnsafeBufferPointer<UInt8>) throws {
            guard line.count <= lineLimit else { throw refuseLongLine() }
            number += 1
            let end = line.last == UInt8(ascii: "\r") ? line.count - 1 : line.count
            try body(number, UnsafeBufferPointer(rebasing: line[..<end]))
        }

        while true {
            let count = try fill(chunk)
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
            guard pending.count + (count - start) <= lineLimit else { throw refuseLongLine() }
            pending.append(contentsOf: filled[start..<count])
        }
        if !pending.isEmpty { try pending.withUnsafeBufferPointer { try emit($0) } }
    }
}
