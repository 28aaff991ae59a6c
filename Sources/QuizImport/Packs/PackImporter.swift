import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Reads a pack file in any import format and checks every entry with the
/// `QuestionBuilder` rules: all or nothing, every problem as `FILE:LINE: reason`.
///
/// A question you already have (same text, ignoring case), or one asked twice
/// in the file, is not an error: it is skipped and counted, so importing the
/// same pack twice adds nothing the second time.
public struct PackImporter: Sendable {
    /// A field longer than this is refused before any other check: the
    /// builder's limits count characters, and counting a hostile 10 MB field,
    /// or one huge grapheme, would cost more than refusing it.
    static let fieldByteLimit = 8 * QuestionBuilder.textLimit

    /// Which of the given duplicate keys the questions you have use.
    private let savedAmong: @Sendable ([String]) -> Set<String>

    /// - Parameter existing: the questions you have; the same question again is skipped.
    public init(existing: [PackEntry] = []) {
        let existingTexts = Set(existing.map { QuestionBuilder.normalized($0.text) })
        savedAmong = { existingTexts.intersection($0) }
    }

    /// - Parameter saved: the keys (`QuestionBuilder.normalized`) of the
    /// questions you have among the pack's, looked up for its questions only.
    public init(saved: Set<String>) {
        savedAmong = { saved.intersection($0) }
    }

    /// Reads the file at `path` (relative to the working folder, as typed),
    /// in `format` or the one its extension names.
    public func read(path: String, format: PackFormat? = nil) throws -> PackImport {
        let drafts = try Self.drafts(path: path, format: format)
        return Self.tally(drafts, saved: savedAmong(drafts.entries.map { QuestionBuilder.normalized($0.text) }))
    }

    /// Every question of the file at `path` that the builder's rules
    /// accept, as it would be saved, repeats and all; or every problem of
    /// the file at once (`PackImportError`); `UnknownPackFormatError` when
    /// no format is given and the name tells none. A store then checks them
    /// against the questions saved (`tally`, or a store that adds them).
    public static func drafts(path: String, format: PackFormat? = nil) throws -> PackDrafts {
        let contents: Data?
        do throws(SystemCallError) {
            let file = try OpenFile(path: path, flags: O_RDONLY)
            contents = try file.size() <= PackText.byteLimit ? file.readAll() : nil
        } catch {
            throw PackImportError(file: path, line: nil, reason: Strings.importCannotRead(error.reason))
        }
        guard let data = contents else {
            throw PackImportError(file: path, line: nil, reason: Strings.importFileTooLarge(megabytes: PackText.byteLimit >> 20))
        }
        guard let format = format ?? PackFormat(fileName: path, contents: data) else { throw UnknownPackFormatError(file: path) }
        return try drafts(data, fileName: path, format: format)
    }

    /// Parses and checks a pack; `fileName` is what the problems name.
    public func parse(_ data: Data, fileName: String, format: PackFormat) throws(PackImportError) -> PackImport {
        let drafts = try Self.drafts(data, fileName: fileName, format: format)
        return Self.tally(drafts, saved: savedAmong(drafts.entries.map { QuestionBuilder.normalized($0.text) }))
    }

    /// `drafts(path:format:)` of a pack's bytes.
    static func drafts(_ data: Data, fileName: String, format: PackFormat) throws(PackImportError) -> PackDrafts {
        let text: String
        switch PackText.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let problem): throw PackImportError(file: fileName, line: problem.line, reason: problem.reason)
        }
        let parsed =
            switch format {
            case .json: JSONPackParser.parse(text)
            case .csv: CSVPackParser.parse(text)
            case .aiken: AikenPackParser.parse(text)
            case .gift: GIFTPackParser.parse(text)
            case .moodleXML: MoodleXMLPackParser.parse(text)
            }
        return PackDrafts(entries: try validate(parsed, fileName: fileName), unplayable: parsed.unplayable)
    }

    private static func validate(_ parsed: ParsedPack, fileName: String) throws(PackImportError) -> [PackEntry] {
        var problems = parsed.problems
        var drafts: [PackEntry] = []
        let builder = QuestionBuilder()
        for item in parsed.entries {
            switch Self.check(item.entry, by: builder) {
            case .refused(let reasons): problems += reasons.map { LineProblem(line: item.line, reason: $0) }
            case .accepted(let draft): drafts.append(draft)
            }
        }
        if problems.isEmpty, drafts.isEmpty, parsed.unplayable.isEmpty {
            problems.append(LineProblem(line: 1, reason: Strings.importNoQuestions))
        }
        guard problems.isEmpty else {
            let sorted = problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            throw PackImportError(problems: sorted.map { PackProblem(file: fileName, line: $0.element.line, reason: $0.element.reason) })
        }
        return drafts
    }

    /// What accepted drafts add beside the questions whose keys are `saved`:
    /// a draft you have is skipped, then one repeating an earlier draft.
    /// The saved keys are looked up once for the whole pack: a bank of a
    /// hundred thousand questions is not read to check a pack against it.
    public static func tally(_ drafts: PackDrafts, saved: Set<String>) -> PackImport {
        var result = tally(drafts.entries, saved: saved)
        result.unplayable = drafts.unplayable
        return result
    }

    /// `tally` of entries alone.
    public static func tally(_ drafts: [PackEntry], saved: Set<String>) -> PackImport {
        var inFile: Set<String> = []
        var entries: [PackEntry] = []
        var skipped = 0
        var repeated = 0
        for draft in drafts {
            let key = QuestionBuilder.normalized(draft.text)
            guard !saved.contains(key) else {
                skipped += 1
                continue
            }
            guard inFile.insert(key).inserted else {
                skipped += 1
                repeated += 1
                continue
            }
            entries.append(QuestionBuilder.withoutEmptyOptions(draft))
        }
        return PackImport(entries: entries, skippedDuplicates: skipped, repeatedInFile: repeated)
    }

    /// An entry checked by the builder's rules: the draft as it would be
    /// saved (before `QuestionBuilder.withoutEmptyOptions`), whose duplicate
    /// key is `QuestionBuilder.normalized` of its text, or the reasons it is
    /// refused.
    enum Checked {
        case accepted(PackEntry)
        case refused([LocalizedText])
    }

    static func check(_ entry: PackEntry, by builder: QuestionBuilder) -> Checked {
        if let refusal = oversized(entry) { return .refused([refusal.message]) }
        let draft = QuestionBuilder.trimmed(entry)
        let found = builder.problems(ofTrimmed: draft)
        guard found.isEmpty else { return .refused(found.map(\.message)) }
        return .accepted(draft)
    }

    /// The one problem of an entry too big to check further, if it is.
    /// Counted in place, without arrays of the options: every entry of a
    /// pack of a hundred thousand passes here.
    private static func oversized(_ entry: PackEntry) -> QuestionProblem? {
        var wrong = 0
        var longOption = entry.correct.utf8.count > fieldByteLimit
        for option in entry.incorrect where !option.isEmpty {
            wrong += 1
            if option.utf8.count > fieldByteLimit { longOption = true }
        }
        if wrong > 3 { return .tooManyWrongAnswers(wrong) }
        if entry.text.utf8.count > fieldByteLimit { return .tooLong(field: "text", limit: QuestionBuilder.textLimit) }
        if longOption { return .tooLong(field: "option", limit: QuestionBuilder.optionLimit) }
        if let category = entry.category, category.utf8.count > fieldByteLimit {
            return .tooLong(field: "category", limit: QuestionBuilder.optionLimit)
        }
        if let explanation = entry.explanation, explanation.utf8.count > fieldByteLimit {
            return .tooLong(field: "explanation", limit: QuestionBuilder.textLimit)
        }
        return nil
    }
}
