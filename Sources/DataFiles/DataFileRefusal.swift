@preconcurrency import Glibc
import QuizPlatform

/// Why quizctl refuses a data file the kernel would happily open: the player
/// hears what the file is, not a bare error number.
package enum DataFileRefusal: Equatable, Sendable {
    /// A symbolic link: following it could read or write outside the data folder.
    case symbolicLink
    /// A folder, a FIFO, a device or a socket where a regular file belongs.
    case notRegular(FileKind)
    /// Longer than quizctl will read into memory.
    case tooLarge(limit: Int)

    /// The `errno` closest in meaning, for callers that test codes.
    package var code: Int32 {
        switch self {
        case .symbolicLink: ELOOP
        case .notRegular(.folder): EISDIR
        case .notRegular: EINVAL
        case .tooLarge: EFBIG
        }
    }

    package var reason: LocalizedText {
        switch self {
        case .symbolicLink: Strings.DataFiles.isSymbolicLink
        case .notRegular(let kind): Strings.DataFiles.isNotRegular(kind.name)
        case .tooLarge(let limit): Strings.DataFiles.isTooLarge(limit: limit)
        }
    }
}

/// What a path that is not a regular file turned out to be (the data files'
/// rule, and quizctl.db's in QuizStore).
public enum FileKind: Equatable, Sendable {
    case folder, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    public var name: LocalizedText {
        switch self {
        case .folder: Strings.DataFiles.folder
        case .fifo: Strings.DataFiles.fifo
        case .characterDevice: Strings.DataFiles.characterDevice
        case .blockDevice: Strings.DataFiles.blockDevice
        case .socket: Strings.DataFiles.socket
        case .symbolicLink: Strings.DataFiles.symbolicLink
        case .unknown: Strings.DataFiles.unknownKind
        }
    }
}
