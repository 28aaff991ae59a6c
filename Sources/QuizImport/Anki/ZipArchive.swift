import CZlib
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// One member of a zip archive, as its central directory lists it.
struct ZipMember: Equatable {
    var name: String
    /// 0 stored, 8 deflate; anything else is refused when extracted.
    var method: UInt16
    var flags: UInt16
    var crc: UInt32
    var compressedSize: UInt64
    var size: UInt64
    var localHeaderOffset: UInt64
}

/// Why a zip could not be read, or a member not extracted.
enum ZipProblem: Error, Equatable {
    /// Not a zip, or one whose directory is damaged (the reason in English).
    case notZip(String)
    /// The member's data does not unpack to what the directory says.
    case damaged(String)
    /// The member unpacks to more than the cap.
    case tooLarge
    /// The file could not be read (errno).
    case unreadable(Int32)
    /// The unpacked member could not be written (errno): ENOSPC is a full disk.
    case writeFailed(Int32)
}

/// Reads a zip archive's central directory and streams one member out of it,
/// inflated with zlib: what Anki writes (stored and deflate), nothing else.
/// Zip64 archives (a member or the archive past 4 GB) are refused by name:
/// no Anki collection is near that size, and the cap is far below it.
struct ZipArchive {
    let descriptor: Int32
    let fileSize: UInt64
    /// The central directory is read whole: a directory larger than this is refused.
    static let directoryLimit = 16 * 1024 * 1024

    init(descriptor: Int32) throws(ZipProblem) {
        self.descriptor = descriptor
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(errno) }
        fileSize = UInt64(info.st_size)
    }

    /// The members the central directory lists, in its order.
    func members() throws(ZipProblem) -> [ZipMember] {
        // The end record is 22 bytes, then a comment of up to 65,535.
        guard fileSize >= 22 else { throw .notZip("End-of-central-directory signature not found.") }
        let tailLength = Int(min(fileSize, 22 + 65_535))
        let tail = try read(at: fileSize - UInt64(tailLength), count: tailLength)
        var end: Int?
        var index = tail.count - 22
        while index >= 0 {
            if tail.uint32(at: index) == 0x0605_4B50 {
                end = index
                break
            }
            index -= 1
        }
        guard let end else { throw .notZip("End-of-central-directory signature not found.") }
        let count = tail.uint16(at: end + 10)
        let directorySize = tail.uint32(at: end + 12)
        let directoryOffset = tail.uint32(at: end + 16)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw .notZip("zip64 archives are not supported")
        }
        guard tail.uint16(at: end + 4) == 0, tail.uint16(at: end + 6) == 0 else { throw .notZip("multi-part archives are not supported") }
        guard Int(directorySize) <= Self.directoryLimit else { throw .notZip("the central directory is too large") }
        guard UInt64(directoryOffset) + UInt64(directorySize) <= fileSize else { throw .notZip("the central directory is past the end") }
        let directory = try read(at: UInt64(directoryOffset), count: Int(directorySize))
        var members: [ZipMember] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, directory.uint32(at: at) == 0x0201_4B50 else {
                throw .notZip("the central directory is damaged")
            }
            let nameLength = Int(directory.uint16(at: at + 28))
            let extraLength = Int(directory.uint16(at: at + 30))
            let commentLength = Int(directory.uint16(at: at + 32))
            guard at + 46 + nameLength <= directory.count else { throw .notZip("the central directory is damaged") }
            let member = ZipMember(
                name: String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self),
                method: directory.uint16(at: at + 10), flags: directory.uint16(at: at + 8), crc: directory.uint32(at: at + 16),
                compressedSize: UInt64(directory.uint32(at: at + 20)), size: UInt64(directory.uint32(at: at + 24)),
                localHeaderOffset: UInt64(directory.uint32(at: at + 42)))
            if member.compressedSize == 0xFFFF_FFFF || member.size == 0xFFFF_FFFF || member.localHeaderOffset == 0xFFFF_FFFF {
                throw .notZip("zip64 archives are not supported")
            }
            members.append(member)
            at += 46 + nameLength + extraLength + commentLength
        }
        return members
    }

    /// Streams `member`, unpacked, to `write` (which returns an errno, or 0),
    /// never more than `limit` bytes, and checks its size and CRC-32.
    func extract(_ member: ZipMember, limit: Int, write: @escaping (UnsafeRawBufferPointer) -> Int32) throws(ZipProblem) {
        guard member.flags & 1 == 0 else { throw .damaged("the collection is encrypted") }
        guard member.method == 0 || member.method == 8 else { throw .damaged("compression method \(member.method) is not supported") }
        let header = try read(at: member.localHeaderOffset, count: 30)
        guard header.count == 30, header.uint32(at: 0) == 0x0403_4B50 else { throw .damaged("the member's local header is missing") }
        let start = member.localHeaderOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
        guard start + member.compressedSize <= fileSize else { throw .damaged("the member runs past the end of the file") }
        var sink = CheckedSink(limit: limit, write: write)
        if member.method == 0 {
            try copy(from: start, count: member.compressedSize) { chunk throws(ZipProblem) in try sink.take(chunk) }
        } else {
            try inflate(from: start, count: member.compressedSize, into: &sink)
        }
        guard sink.written == member.size, sink.crc == member.crc else {
            throw .damaged("the collection does not match its size or CRC-32 in the zip directory")
        }
    }

    private func inflate(from start: UInt64, count: UInt64, into sink: inout CheckedSink) throws(ZipProblem) {
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { throw .damaged("zlib could not start") }
        defer { inflateEnd(&stream) }
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { output.deallocate() }
        var ended = false
        try copy(from: start, count: count) { chunk throws(ZipProblem) in
            guard !ended else { return }
            stream.next_in = UnsafeMutablePointer(mutating: chunk.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = UInt32(chunk.count)
            repeat {
                stream.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = UInt32(output.count)
                let code = CZlib.inflate(&stream, Z_NO_FLUSH)
                let produced = output.count - Int(stream.avail_out)
                if produced > 0 { try sink.take(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
                switch code {
                case Z_OK, Z_BUF_ERROR: break
                case Z_STREAM_END: ended = true
                default: throw .damaged("zlib: " + (stream.msg.map { String(cString: $0) } ?? "code \(code)"))
                }
            } while !ended && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        guard ended else { throw .damaged("the compressed collection ends early") }
    }

    /// Hands `count` bytes from `start` to `body`, 64 KB at a time.
    private func copy(
        from start: UInt64, count: UInt64, _ body: (UnsafeRawBufferPointer) throws(ZipProblem) -> Void
    ) throws(ZipProblem) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        var offset = start
        var left = count
        while left > 0 {
            let wanted = Int(min(left, UInt64(buffer.count)))
            let got = pread(descriptor, buffer.baseAddress, wanted, off_t(offset))
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(errno) }
            guard got > 0 else { throw .damaged("the file ends inside the collection") }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
            offset += UInt64(got)
            left -= UInt64(got)
        }
    }

    private func read(at offset: UInt64, count: Int) throws(ZipProblem) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset) + off_t(done)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(errno) }
            if got == 0 { break }
            done += got
        }
        return Array(bytes[..<done])
    }
}

/// Counts, checksums and caps what is unpacked before it is written.
private struct CheckedSink {
    let limit: Int
    let write: (UnsafeRawBufferPointer) -> Int32
    var written: UInt64 = 0
    var crc: UInt32 = 0

    mutating func take(_ chunk: UnsafeRawBufferPointer) throws(ZipProblem) {
        written += UInt64(chunk.count)
        guard written <= UInt64(limit) else { throw .tooLarge }
        crc = UInt32(crc32(uLong(crc), chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count)))
        let failure = write(chunk)
        guard failure == 0 else { throw .writeFailed(failure) }
    }
}

extension [UInt8] {
    fileprivate func uint16(at index: Int) -> UInt16 {
        UInt16(self[index]) | UInt16(self[index + 1]) << 8
    }

    fileprivate func uint32(at index: Int) -> UInt32 {
        UInt32(uint16(at: index)) | UInt32(uint16(at: index + 2)) << 16
    }
}

/// Writes whole chunks to a file descriptor; the errno of a failed write, or 0.
enum FileChunkWriter {
    static func write(_ chunk: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var rest = chunk
        while !rest.isEmpty {
            let count = Glibc.write(descriptor, rest.baseAddress, rest.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
        return 0
    }
}
