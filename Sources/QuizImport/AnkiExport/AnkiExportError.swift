import QuizPlatform

/// Why an Anki package could not be made; nothing is written then.
public enum AnkiExportError: UserFacingError, Equatable {
    /// The collection would pass 4 GB, which a zip without zip64 cannot hold (nor Anki's importers read).
    case packageTooLarge
    /// SQLite or zlib failed while the collection was built (the reason in English, as the library gives it).
    case cannotBuild(reason: String)

    public var message: LocalizedText {
        switch self {
        case .packageTooLarge: Strings.ankiExportTooLarge
        case .cannotBuild(let reason): Strings.ankiExportCannotBuild(reason)
        }
    }
}
