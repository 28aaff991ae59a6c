import FoundationEssentials
import QuizPlatform

/// Why an Anki file was refused, and where: nothing of it is imported.
public struct AnkiImportError: UserFacingError, Equatable {
    public enum Problem: Sendable, Equatable {
        /// A program the reader runs is not on PATH.
        case missingTool(String)
        case unreadable(reason: String)
        /// The zip's directory could not be read: not a zip, or a damaged one.
        case notZip(reason: String)
        /// A zip without collection.anki21b, .anki21 or .anki2.
        case noCollection
        /// The collection (or its decompressed form) passed the size cap.
        case collectionTooLarge(megabytes: Int)
        /// The zip member, zstd or SQLite failed on the collection.
        case damaged(reason: String)
        /// One of the tables Anki keeps (`name`) is a view, a trigger or a
        /// virtual table (`kind`): it could run any query, an endless one too.
        case notATable(name: String, kind: String)
        /// A query on the collection ran past its time budget and was stopped.
        case tooSlow(seconds: Int)
        /// Reading the collection needed more than SQLite's heap limit.
        case tooMuchMemory(megabytes: Int)
        /// The disk holding `folder` is full: the collection could not be unpacked.
        case noSpace(folder: String)
        /// The collection could not be written into `folder` for another reason.
        case cannotUnpack(folder: String, reason: String)
        case unsupportedSchema(Int)
        /// The file was read, but no note made a card.
        case noCards
        case unknownSeparator(String)
        case badHeaderValue(header: String, value: String)
        case unclosedQuote
        case missingColumn(Int)
    }

    /// The file as the player named it.
    public var file: String
    /// 1-based, for a plain-text export's header or row.
    public var line: Int?
    public var problem: Problem

    public init(file: String, line: Int? = nil, problem: Problem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// `FILE[:LINE]: reason`, like the other imports.
    public var message: LocalizedText {
        let place = (line.map { "\(file):\($0)" } ?? file).terminalSafe
        let reason = Strings.ankiProblem(problem)
        return LocalizedText(en: "\(place): \(reason.en)", ru: "\(place): \(reason.ru)")
    }
}
