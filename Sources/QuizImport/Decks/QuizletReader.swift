import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Quizlet's export, and any term/definition list: a card a line, the term,
/// a separator (a tab, or a comma in a .txt list without tabs, unless told
/// otherwise), the definition. The deck is named after the file.
public struct QuizletReader: DeckReader {
    /// The name `--format` takes.
    public static let formatName = "quizlet"

    /// The separator given (`--separator`); nil finds it in the file.
    public let separator: Character?
    /// `--front N --back M`: the columns of a wider file that make a card.
    public let columns: DeckColumns?

    public init(separator: Character? = nil, columns: DeckColumns? = nil) {
        self.separator = separator
        self.columns = columns
    }

    /// A .tsv or .tab file; a .txt file whose every line of its head is a
    /// term and a definition, both there, around a tab or a comma, with no
    /// sign of a question pack (Aiken's `ANSWER:`, GIFT's braces): Quizlet's
    /// "copy text", saved, or a term list from elsewhere.
    public func recognizes(fileAt url: URL, head: Data) -> Bool {
        switch url.pathExtension.lowercased() {
        case "tsv", "tab": return true
        case "txt": return Self.termListSeparator(head) != nil
        default: return false
        }
    }

    public func read(fileAt url: URL, into sink: inout some DeckSink) throws {
        let fileName = url.relativePath
        let file: OpenFile
        do {
            file = try OpenFile(path: url.path, flags: O_RDONLY)
        } catch {
            throw PackImportError(file: fileName, line: nil, reason: Strings.importCannotRead(error.reason))
        }
        let bytes = DeckTextBytes(file: file, unifyingLineEnds: true)
        let separator = separator ?? Self.termListSeparator(DeckReaders.head(of: url.path)) ?? "\t"
        try read(bytes, separator: separator, fileName: fileName, deckName: url.deletingPathExtension().lastPathComponent, into: &sink)
    }

    /// The deck in `data`, all or nothing; `fileName` is what problems name.
    public func parse(_ data: Data, fileName: String, deckName: String) throws(PackImportError) -> ImportedDeck {
        var collector = DeckCollector()
        do {
            try read(
                DeckTextBytes(bytes: [UInt8](data), unifyingLineEnds: true), separator: separator ?? Self.termListSeparator(data) ?? "\t",
                fileName: fileName, deckName: deckName, into: &collector)
        } catch let error as PackImportError {
            throw error
        } catch {
            // The collector keeps everything and never throws.
            throw PackImportError(file: fileName, line: nil, reason: LocalizedText(verbatim: "\(error)"))
        }
        return collector.result.first ?? ImportedDeck(name: deckName, cards: [])
    }

    /// Hands each card to `sink` as it is read; every problem is gathered,
    /// and when there is one the file is refused once at the end.
    private func read(
        _ bytes: DeckTextBytes, separator: Character, fileName: String, deckName: String, into sink: inout some DeckSink
    ) throws {
        var parser = TermDefinitionParser(separator: separator, bytes: bytes, columns: columns)
        var problems: [PackProblem] = []
        var cards = 0
        do {
            while let item = try parser.next() {
                switch item {
                case .card(let record):
                    cards += 1
                    // Once the file is known to be refused, nothing more is kept.
                    if problems.isEmpty {
                        try sink.add([DeckCard(front: record.term, back: record.definition)], droppedMedia: 0, toDeck: deckName)
                    }
                case .problem(let problem):
                    if problems.count < Self.problemLimit {
                        problems.append(PackProblem(file: fileName, line: problem.line, reason: problem.reason))
                    }
                }
            }
        } catch let error as SystemCallError {
            throw PackImportError(file: fileName, line: nil, reason: Strings.importCannotRead(error.reason))
        }
        if problems.isEmpty, cards == 0 { problems.append(PackProblem(file: fileName, line: 1, reason: Strings.deckNoCards)) }
        // Rows of more than two columns (an Anki export of all its fields,
        // a spreadsheet): one problem saying how to pick the columns, not
        // one a line. Some rows of two beside them are just mistakes.
        if parser.tooWideRows > 1, parser.tooWideRows * 2 > parser.tooWideRows + cards {
            problems = [PackProblem(file: fileName, line: nil, reason: Strings.deckWideRows(parser.tooWideRows, columns: parser.widestRow))]
        }
        guard problems.isEmpty else { throw PackImportError(problems: problems) }
    }

    /// Problems listed at most: a file of another shape entirely would
    /// otherwise list every one of its lines.
    static let problemLimit = 1_000

    /// The separator of a term list in `head`: a tab when every line has a
    /// term and a definition around one, else a comma when every line has
    /// them around one; nil when a line lacks either, or the text looks
    /// like a question pack. (An Aiken file whose lines end in a tab has
    /// nothing after it.)
    static func termListSeparator(_ head: Data) -> Character? {
        var lines = String(decoding: head, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        // The head may end inside a line.
        if head.count >= 4096, lines.count > 1 { lines.removeLast() }
        let filled = lines.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !filled.isEmpty else { return nil }
        let packLike = filled.contains {
            $0.uppercased().hasPrefix("ANSWER:") || $0.contains("{") || $0.hasPrefix("//") || $0.hasPrefix("::")
        }
        guard !packLike else { return nil }
        return ["\t", ","].first { separator in filled.allSatisfy { hasTermAndDefinition($0, around: separator) } }
    }

    private static func hasTermAndDefinition(_ line: String, around separator: Character) -> Bool {
        guard let at = line.firstIndex(of: separator) else { return false }
        return !line[..<at].trimmingSpaces().isEmpty && !line[line.index(after: at)...].trimmingSpaces().isEmpty
    }
}
