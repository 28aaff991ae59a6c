import FoundationEssentials
@preconcurrency import Glibc

/// What identifies one version of a file: a rewrite renames a new file into
/// place (another inode), an append changes the size and modification time.
struct FileStamp: Equatable {
    let inode: UInt64
    let size: UInt64
    let seconds: Int64
    let nanoseconds: Int64

    /// A file that does not exist.
    static let missing = FileStamp(inode: 0, size: 0, seconds: 0, nanoseconds: 0)

    init(inode: UInt64, size: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ file: OpenFile?) throws(SystemCallError) {
        guard let file else {
            self = .missing
            return
        }
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { throw SystemCallError.current }
        self.init(
            inode: UInt64(info.st_ino), size: UInt64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
            nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    var words: [UInt64] { [inode, size, UInt64(bitPattern: seconds), UInt64(bitPattern: nanoseconds)] }

    init(words: ArraySlice<UInt64>) {
        let words = Array(words)
        self.init(inode: words[0], size: words[1], seconds: Int64(bitPattern: words[2]), nanoseconds: Int64(bitPattern: words[3]))
    }
}

/// The versions of questions.json and of its journal an index describes.
struct BankStamp: Equatable {
    var base: FileStamp
    var journal: FileStamp
}
