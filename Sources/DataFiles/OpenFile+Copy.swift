import CFileCopy
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

extension OpenFile {
    /// Appends the bytes of `range` of `source` at this file's position.
    ///
    /// `copy_file_range` moves them inside the kernel (a reflink where the
    /// file system shares blocks), so copying most of a 3 GB history costs
    /// about what `cp` does; where it is not supported (another file system
    /// on an older kernel, or no such call) the bytes go through a buffer.
    /// Each piece copied is sent on to the disk at once, so the disk
    /// writes while the rest is copied and the `fsync` that commits the
    /// file waits for the last piece only, not for the whole file.
    func append(_ range: Range<Int>, of source: OpenFile) throws(SystemCallError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let piece = min(Self.copyPiece, range.upperBound - offset)
            var from = __off64_t(offset)
            let copied = copy_file_range(source.descriptor, &from, descriptor, nil, piece, 0)
            if copied > 0 {
                offset += copied
                startWriteback(last: copied)
                continue
            }
            if copied == 0 { throw SystemCallError(code: EIO) }  // the source ended early: it shrank under the lock
            switch errno {
            case EINTR: continue
            case EXDEV, ENOSYS, EOPNOTSUPP, EINVAL: return try appendThroughBuffer(offset..<range.upperBound, of: source)
            default: throw .current
            }
        }
    }

    /// How much is copied before it is sent on to the disk.
    private static let copyPiece = 16 << 20

    /// Starts writing the `count` bytes just before this file's position;
    /// best effort, as the `fsync` that follows is what guarantees them.
    func startWriteback(last count: Int) {
        let end = lseek(descriptor, 0, SEEK_CUR)
        guard end >= count else { return }
        _ = sync_file_range(descriptor, __off64_t(end) - __off64_t(count), __off64_t(count), UInt32(CFILECOPY_SYNC_FILE_RANGE_WRITE))
    }

    /// `append(_:of:)` a megabyte at a time through user space.
    private func appendThroughBuffer(_ range: Range<Int>, of source: OpenFile) throws(SystemCallError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let bytes = try source.read(at: offset, count: min(1 << 20, range.upperBound - offset))
            guard !bytes.isEmpty else { throw SystemCallError(code: EIO) }
            try write(Data(bytes))
            offset += bytes.count
            startWriteback(last: bytes.count)
        }
    }
}
