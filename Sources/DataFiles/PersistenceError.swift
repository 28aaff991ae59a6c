import FoundationEssentials
import QuizPlatform

/// A data file that could not be decoded and was moved aside (or, for the
/// history, whose unreadable lines were copied aside), so the player can be
/// told where it went.
public struct QuarantineNotice: Sendable, Equatable {
    public let original: URL
    public let movedTo: URL
    /// nil when the whole file was moved; otherwise how many unreadable lines
    /// of the history were set aside (the readable games stay in place).
    public let lineCount: Int?

    public init(original: URL, movedTo: URL, lineCount: Int? = nil) {
        self.original = original
        self.movedTo = movedTo
        self.lineCount = lineCount
    }

    /// What to tell the player.
    public var message: LocalizedText {
        if let lineCount {
            Strings.historyLinesSetAside(lineCount, of: original.path, to: movedTo.path)
        } else {
            Strings.fileQuarantined(original.path, to: movedTo.path)
        }
    }
}

/// Told about every quarantine; the CLI prints the notice and carries on.
public typealias QuarantineHandler = @Sendable (QuarantineNotice) -> Void

/// Why a data file could not be used. A file that cannot be read or written
/// (permissions, a full disk) is always an error, never a silent reset.
public enum PersistenceError: UserFacingError, Equatable {
    case cannotRead(path: String, reason: LocalizedText)
    case cannotWrite(path: String, reason: LocalizedText)
    case cannotCreateFolder(path: String, reason: LocalizedText)
    case historyGameNotFound(prefix: String)
    case historyIDAmbiguous(prefix: String, matches: [UUID])

    public var message: LocalizedText {
        switch self {
        case .cannotRead(let path, let reason): Strings.cannotReadFile(path, reason: reason)
        case .cannotWrite(let path, let reason): Strings.cannotWriteFile(path, reason: reason)
        case .cannotCreateFolder(let path, let reason): Strings.cannotCreateDataFolder(path, reason: reason)
        case .historyGameNotFound(let prefix): Strings.historyGameNotFound(prefix)
        case .historyIDAmbiguous(let prefix, let matches): Strings.historyIDAmbiguous(prefix, matches: matches)
        }
    }

    static func cannotRead(_ url: URL, _ error: SystemCallError) -> PersistenceError {
        .cannotRead(path: url.path, reason: error.reason)
    }

    static func cannotWrite(_ url: URL, _ error: SystemCallError) -> PersistenceError {
        .cannotWrite(path: url.path, reason: error.reason)
    }
}
