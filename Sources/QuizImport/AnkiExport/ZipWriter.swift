import CZlib
import FoundationEssentials
import QuizPlatform

/// Writes a zip archive in memory, the members in the order added: what an
/// Anki package needs and `ZipArchive` reads back. Every field comes from
/// the members and the one date given, so the same members make the same
/// bytes. No zip64: a member or an archive past 4 GB is refused, as the
/// reader refuses it.
struct ZipWriter {
    enum Method {
        /// Kept as they are: for tiny members, where deflate would only add bytes.
        case stored
        /// zlib's raw deflate, at its default level.
        case deflate
    }

    enum Problem: Error, Equatable {
        /// A member or the archive would need zip64.
        case tooLarge
        /// zlib failed (its code).
        case zlib(Int32)
    }

    /// The archive so far: local headers and data; the directory is added by `finish`.
    private var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0
    /// MS-DOS time and date of every member, in UTC: zip has no time zone.
    private let dosTime: UInt16
    private let dosDate: UInt16

    init(modified: Date) {
        let civil = CivilTime(modified)
        let seconds = Int(modified.timeIntervalSince1970.rounded(.down)) % 60
        // DOS dates start in 1980 and end in 2107: clamped to them.
        let year = min(max(civil.year, 1980), 2107)
        dosTime = UInt16(civil.hour << 11 | civil.minute << 5 | max(seconds, 0) / 2)
        dosDate = UInt16((year - 1980) << 9 | civil.month << 5 | civil.day)
    }

    mutating func add(_ name: String, _ data: [UInt8], method: Method) throws(Problem) {
        let crc = data.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let packed = method == .deflate ? try Self.deflate(data) : data
        let offset = bytes.count
        let fields = (
            method: UInt16(method == .deflate ? 8 : 0), crc: crc, packed: packed.count, size: data.count, name: Array(name.utf8)
        )
        guard fields.packed < 0xFFFF_FFFF, fields.size < 0xFFFF_FFFF, offset < 0xFFFF_FFFF, count < 0xFFFF else { throw .tooLarge }
        // The local header.
        Self.append32(0x0403_4B50, to: &bytes)
        header(fields, into: &bytes)
        bytes += fields.name
        bytes += packed
        // Its entry in the central directory.
        Self.append32(0x0201_4B50, to: &directory)
        Self.append16(20, to: &directory)  // made by: version 2.0, MS-DOS attributes
        header(fields, into: &directory)
        Self.append16(0, to: &directory)  // comment length
        Self.append16(0, to: &directory)  // disk number
        Self.append16(0, to: &directory)  // internal attributes
        Self.append32(0, to: &directory)  // external attributes
        Self.append32(UInt32(offset), to: &directory)
        directory += fields.name
        count += 1
    }

    /// The archive: the members, the central directory and its end record.
    func finish() throws(Problem) -> [UInt8] {
        var archive = bytes
        let directoryOffset = archive.count
        guard directoryOffset + directory.count < 0xFFFF_FFFF else { throw .tooLarge }
        archive += directory
        Self.append32(0x0605_4B50, to: &archive)
        Self.append16(0, to: &archive)  // this disk
        Self.append16(0, to: &archive)  // the directory's disk
        Self.append16(UInt16(count), to: &archive)
        Self.append16(UInt16(count), to: &archive)
        Self.append32(UInt32(directory.count), to: &archive)
        Self.append32(UInt32(directoryOffset), to: &archive)
        Self.append16(0, to: &archive)  // comment length
        return archive
    }

    /// The fields the local header and the directory entry share, from "version needed" to the extra field's length.
    private func header(_ fields: (method: UInt16, crc: UInt32, packed: Int, size: Int, name: [UInt8]), into out: inout [UInt8]) {
        Self.append16(20, to: &out)  // version needed: 2.0, deflate
        Self.append16(1 << 11, to: &out)  // flags: the name is UTF-8
        Self.append16(fields.method, to: &out)
        Self.append16(dosTime, to: &out)
        Self.append16(dosDate, to: &out)
        Self.append32(fields.crc, to: &out)
        Self.append32(UInt32(fields.packed), to: &out)
        Self.append32(UInt32(fields.size), to: &out)
        Self.append16(UInt16(fields.name.count), to: &out)
        Self.append16(0, to: &out)  // extra field length
    }

    /// `data` as raw deflate, in one call: the output buffer is zlib's bound for the input.
    static func deflate(_ data: [UInt8]) throws(Problem) -> [UInt8] {
        var stream = z_stream()
        let start = czlib_deflate_init_raw(&stream, Z_DEFAULT_COMPRESSION)
        guard start == Z_OK else { throw .zlib(start) }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        let code = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard code == Z_STREAM_END else { throw .zlib(code) }
        return Array(output.prefix(Int(stream.total_out)))
    }

    private static func append16(_ value: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(value & 0xFF))
        out.append(UInt8(value >> 8))
    }

    private static func append32(_ value: UInt32, to out: inout [UInt8]) {
        append16(UInt16(value & 0xFFFF), to: &out)
        append16(UInt16(value >> 16), to: &out)
    }
}
