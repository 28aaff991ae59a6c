import DataFiles
@preconcurrency import Glibc
import QuizPlatform

/// What stands at a database path instead of a regular file. The same rule
/// as the data files' `DataFileRefusal`: refused by what it is, so the
/// player hears "is a symbolic link" rather than an error number.
public enum DatabaseFileRefusal: Equatable, Sendable {
    /// Following a link could read or write outside the data folder.
    case symbolicLink
    /// A folder, a FIFO, a device or a socket where a file belongs.
    case notRegular(FileKind)
    /// A file, a FIFO, a device or a socket where a folder belongs (backups/).
    case notFolder(FileKind)

    /// The refusal for what `lstat` found at a path, or nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: self = .symbolicLink
        default: self = .notRegular(FileKind(mode: mode))
        }
    }
}
