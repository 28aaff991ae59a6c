import Foundation
@preconcurrency import Glibc

/// What identifies one version of questions.json: every save renames a new
/// file into place, so its size and modification time change.
struct FileStamp: Equatable {
    let size: UInt64
    let seconds: Int64
    let nanoseconds: Int64

    init(size: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ file: OpenFile) throws {
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { throw SystemCallError.current }
        self.init(size: UInt64(info.st_size), seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
    }
}

/// `questions.json.index`: where each question lies in questions.json, so a
/// game does not scan the whole bank again. A cache: it is rebuilt whenever
/// the stamp differs, and failing to write it only costs the next scan.
///
/// Layout, little-endian 64-bit words: magic, size, seconds, nanoseconds,
/// count, then a start and an end per question.
enum QuestionBankIndex {
    private static let magic: UInt64 = 0x3158_4449_5A49_5551  // "QUIZIDX1"

    static func read(from url: URL, matching stamp: FileStamp) -> [Range<Int>]? {
        guard let file = try? OpenFile.existing(url.path),
            let header = try? words(file.read(at: 0, count: 40)), header.count == 5,
            header[0] == magic,
            FileStamp(size: header[1], seconds: Int64(bitPattern: header[2]), nanoseconds: Int64(bitPattern: header[3])) == stamp,
            let count = Int(exactly: header[4]), count <= Int(stamp.size),
            let body = try? words(file.read(at: 40, count: count * 16)), body.count == count * 2
        else { return nil }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        for index in 0..<count {
            let start = Int(truncatingIfNeeded: body[2 * index])
            let end = Int(truncatingIfNeeded: body[2 * index + 1])
            guard 0 <= start, start < end, UInt64(end) <= stamp.size else { return nil }
            ranges.append(start..<end)
        }
        return ranges
    }

    static func write(_ ranges: [Range<Int>], stamp: FileStamp, to url: URL) {
        var data = Data(capacity: 8 * (5 + 2 * ranges.count))
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        for value in [magic, stamp.size, UInt64(bitPattern: stamp.seconds), UInt64(bitPattern: stamp.nanoseconds), UInt64(ranges.count)] {
            append(value)
        }
        for range in ranges {
            append(UInt64(range.lowerBound))
            append(UInt64(range.upperBound))
        }
        try? PrivateFile.write(data, to: url)
    }

    private static func words(_ bytes: [UInt8]) -> [UInt64] {
        bytes.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count - 7, by: 8).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self)) }
        }
    }
}
