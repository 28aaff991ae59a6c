import CFileCopy
import Foundation
@preconcurrency import Glibc

extension OpenFile {
    /// Appends the bytes of `range` of `source` at this file's position.
    ///
    /// `copy_file_range` moves them inside the kernel (a reflink where the
    /// file system shares blocks), so copying most of a 3 GB history costs
    /// about what `cp` does; where it is not supported (another file system
    /// on an older kernel, or no such call) the bytes go through a buffer.
    func append(_ range: Range<Int>, of source: OpenFile) throws(SystemCallError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            var from = __off64_t(offset)
            let copied = copy_file_range(source.descriptor, &from, descriptor, nil, range.upperBound - offset, 0)
            if copied > 0 {
                offset += copied
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

    /// `append(_:of:)` a megabyte at a time through user space.
    private func appendThroughBuffer(_ range: Range<Int>, of source: OpenFile) throws(SystemCallError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let bytes = try source.read(at: offset, count: min(1 << 20, range.upperBound - offset))
            guard !bytes.isEmpty else { throw SystemCallError(code: EIO) }
            try write(Data(bytes))
            offset += bytes.count
        }
    }
}
