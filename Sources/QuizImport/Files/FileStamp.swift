import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// What identifies one version of a file: a rewrite renames a new file into
/// place (another inode), an append changes the size and modification time.
/// A streamed pack import compares the stamps before and after its read.
struct FileStamp: Equatable {
    let inode: UInt64
    let size: UInt64
    let seconds: Int64
    let nanoseconds: Int64

    init(_ file: OpenFile) throws(SystemCallError) {
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { throw SystemCallError.current }
        inode = UInt64(info.st_ino)
        size = UInt64(info.st_size)
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
    }
}
