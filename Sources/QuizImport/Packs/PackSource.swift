import FoundationEssentials
import QuizPlatform

/// A pack file played as it is, without saving it (`--source pack:PATH`):
/// any import format, checked like an import, questions you also saved included.
public struct PackSource: QuestionSource {
    public static let prefix = "pack:"

    public let path: String
    private let format: PackFormat?

    /// - Parameters:
    ///   - path: the file as the player typed it, relative to the working folder.
    ///   - format: the format, when the extension does not say it.
    public init(path: String, format: PackFormat? = nil) {
        self.path = path
        self.format = format
    }

    /// "pack:PATH" → a source for PATH; nil for any other name.
    public init?(sourceName: String) {
        guard sourceName.hasPrefix(Self.prefix), sourceName.count > Self.prefix.count else { return nil }
        self.init(path: String(sourceName.dropFirst(Self.prefix.count)))
    }

    public var name: String { Self.prefix + path }
    public var summary: LocalizedText { Strings.packSourceSummary(path) }
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    /// Every matching question, in file order; the game's order strategy picks.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let pack = try PackImporter().read(path: path, format: format)
        return pack.entries.compactMap { entry in
            if let difficulty = query.difficulty, entry.difficulty != nil, entry.difficulty != difficulty { return nil }
            if let category = query.category, entry.category?.lowercased() != category.lowercased() { return nil }
            return entry.question.shaped(as: query.format)
        }
    }

    public func status(offline: Bool) async -> SourceStatus {
        SourceStatus(reachable: FileManager.default.isReadableFile(atPath: path), details: [LocalizedText(verbatim: path.terminalSafe)])
    }
}
