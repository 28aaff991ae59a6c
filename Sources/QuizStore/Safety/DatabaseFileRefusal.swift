@preconcurrency import Glibc

/// What stands at a database path instead of a regular file. The same rule
/// as the data files' `DataFileRefusal`: refused by what it is, so the
/// player hears "is a symbolic link" rather than an error number.
public enum DatabaseFileRefusal: Equatable, Sendable {
    /// Following a link could read or write outside the data folder.
    case symbolicLink
    /// A folder, a FIFO, a device or a socket where a file belongs.
    case notRegular(Kind)

    /// What a path that is not a regular file turned out to be.
    public enum Kind: Equatable, Sendable {
        case folder, fifo, characterDevice, blockDevice, socket, unknown

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            default: self = .unknown
            }
        }
    }

    /// The refusal for what `lstat` found at a path, or nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: self = .symbolicLink
        default: self = .notRegular(Kind(mode: mode))
        }
    }
}
