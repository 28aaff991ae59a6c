import Foundation

/// Quizlet's export, and any term/definition list: a card a line, the term,
/// a separator (a tab unless told otherwise), the definition. The deck is
/// named after the file.
public struct QuizletReader: DeckReader {
    /// The name `--format` takes.
    public static let formatName = "quizlet"

    public let separator: Character

    public init(separator: Character = "\t") {
        self.separator = separator
    }

    /// A .tsv or .tab file; a .txt file when every line of its head holds a
    /// tab and none is an Aiken answer line (Quizlet's "copy text", saved).
    public func recognizes(fileAt url: URL, head: Data) -> Bool {
        switch url.pathExtension.lowercased() {
        case "tsv", "tab": return true
        case "txt": return Self.looksLikeTermList(head)
        default: return false
        }
    }

    public func read(fileAt url: URL) throws -> [ImportedDeck] {
        let fileName = url.relativePath
        let contents: Data?
        do throws(SystemCallError) {
            let file = try OpenFile(path: url.path, flags: O_RDONLY)
            contents = try file.size() <= PackText.byteLimit ? file.readAll() : nil
        } catch {
            throw PackImportError(file: fileName, line: nil, reason: Strings.importCannotRead(error.reason))
        }
        guard let data = contents else {
            throw PackImportError(file: fileName, line: nil, reason: Strings.importFileTooLarge(megabytes: PackText.byteLimit >> 20))
        }
        return [try parse(data, fileName: fileName, deckName: url.deletingPathExtension().lastPathComponent)]
    }

    /// The deck in `data`, all or nothing; `fileName` is what problems name.
    public func parse(_ data: Data, fileName: String, deckName: String) throws(PackImportError) -> ImportedDeck {
        let text: String
        switch PackText.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let problem): throw PackImportError(file: fileName, line: problem.line, reason: problem.reason)
        }
        let parsed = TermDefinitionParser(separator: separator).parse(text)
        var problems = parsed.problems
        if problems.isEmpty, parsed.records.isEmpty { problems.append(LineProblem(line: 1, reason: Strings.deckNoCards)) }
        guard problems.isEmpty else {
            throw PackImportError(problems: problems.map { PackProblem(file: fileName, line: $0.line, reason: $0.reason) })
        }
        return ImportedDeck(name: deckName, cards: parsed.records.map { DeckCard(front: $0.term, back: $0.definition) })
    }

    private static func looksLikeTermList(_ head: Data) -> Bool {
        var lines = String(decoding: head, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        // The head may end inside a line.
        if head.count >= 4096, lines.count > 1 { lines.removeLast() }
        let filled = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !filled.isEmpty else { return false }
        return filled.allSatisfy { $0.contains("\t") && !$0.uppercased().hasPrefix("ANSWER:") }
    }
}
