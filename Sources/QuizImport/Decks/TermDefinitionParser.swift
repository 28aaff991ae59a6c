import DataFiles
import FoundationEssentials
import QuizPlatform

/// Splits a term/definition export (Quizlet's, or a spreadsheet's) into
/// cards: one card a record, two fields a record, fields parted by one
/// separator, quoted as Excel and Quizlet quote them (`"a ""b"""`, a quoted
/// field may hold the separator or a line break).
///
/// It reads UTF-8 bytes as they come (`DeckTextBytes`, line ends already
/// LF): the quote and the line feed are ASCII, and no byte of a longer
/// UTF-8 sequence is ASCII, so a record is found without decoding the file
/// into characters, and only the record being read is in memory.
struct TermDefinitionParser {
    /// One card read, with the line its record starts on.
    struct Record: Equatable {
        var line: Int
        var term: String
        var definition: String
    }

    /// What the next record made.
    enum Item: Equatable {
        case card(Record)
        case problem(LineProblem)
    }

    /// A field longer than this is not kept whole: it is far past any
    /// card's limit already, and an unclosed quote must not gather the
    /// rest of a large file.
    static let fieldByteLimit = 1 << 20

    private var bytes: DeckTextBytes
    private let separatorBytes: [UInt8]
    private let separatorName: LocalizedText
    /// `--front N --back M`: the two columns of a wider row; nil for rows of two.
    private let columns: DeckColumns?
    private var line = 1
    /// Rows refused for having more than two fields, and the most fields one had:
    /// a file of wide rows is one problem, not one a line.
    private(set) var tooWideRows = 0
    private(set) var widestRow = 0

    init(separator: Character, bytes: DeckTextBytes, columns: DeckColumns? = nil) {
        self.bytes = bytes
        separatorBytes = Array(String(separator).utf8)
        separatorName = Strings.separatorName(separator)
        self.columns = columns
    }

    /// The next card or problem; nil at the end. Blank lines make neither.
    mutating func next() throws(SystemCallError) -> Item? {
        while try bytes.peek() != nil {
            let recordLine = line
            var fields: [[UInt8]] = []
            var problem: LocalizedText?
            fields: while true {
                if try bytes.peek() == DeckTextBytes.quote {
                    bytes.advance()
                    let (value, closed) = try quotedField()
                    fields.append(value)
                    guard closed else {
                        problem = Strings.deckUnclosedQuote
                        break fields
                    }
                    while try bytes.peek() == UInt8(ascii: " ") { bytes.advance() }
                    if try takeSeparator() { continue fields }
                    if let next = try bytes.peek(), next != DeckTextBytes.lineFeed {
                        problem = Strings.deckTextAfterQuote(separatorName)
                    }
                    try skipToLineEnd()
                    break fields
                }
                var value: [UInt8] = []
                while let byte = try bytes.peek(), byte != DeckTextBytes.lineFeed, try !isSeparator() {
                    if value.count < Self.fieldByteLimit { value.append(byte) }
                    bytes.advance()
                }
                fields.append(value)
                if try takeSeparator() { continue fields }
                try skipToLineEnd()
                break fields
            }
            if let problem { return .problem(LineProblem(line: recordLine, reason: problem)) }
            let outcome = Self.card(from: fields, separator: separatorName, columns: columns)
            if case .problem = outcome, columns == nil, fields.count > 2 {
                tooWideRows += 1
                widestRow = max(widestRow, fields.count)
            }
            switch outcome {
            case .blank: continue
            case .card(let term, let definition): return .card(Record(line: recordLine, term: term, definition: definition))
            case .problem(let reason): return .problem(LineProblem(line: recordLine, reason: reason))
            }
        }
        return nil
    }

    /// A quoted field's text, after its opening quote; whether it was closed.
    private mutating func quotedField() throws(SystemCallError) -> (value: [UInt8], closed: Bool) {
        var value: [UInt8] = []
        while let byte = try bytes.next() {
            if byte == DeckTextBytes.quote {
                guard try bytes.peek() == DeckTextBytes.quote else { return (value, true) }
                bytes.advance()
            }
            if byte == DeckTextBytes.lineFeed { line += 1 }
            if value.count < Self.fieldByteLimit { value.append(byte) }
        }
        return (value, false)
    }

    private mutating func isSeparator() throws(SystemCallError) -> Bool {
        for (offset, expected) in separatorBytes.enumerated() where try bytes.peek(offset) != expected { return false }
        return true
    }

    private mutating func takeSeparator() throws(SystemCallError) -> Bool {
        guard try isSeparator() else { return false }
        bytes.advance(separatorBytes.count)
        return true
    }

    private mutating func skipToLineEnd() throws(SystemCallError) {
        while let byte = try bytes.next() {
            if byte == DeckTextBytes.lineFeed {
                line += 1
                return
            }
        }
    }

    /// What one record makes.
    private enum Outcome {
        case blank
        case card(term: String, definition: String)
        case problem(LocalizedText)
    }

    private static func card(from raw: [[UInt8]], separator: LocalizedText, columns: DeckColumns?) -> Outcome {
        var fields: [String] = []
        for bytes in raw {
            guard let text = String(validating: bytes, as: UTF8.self) else { return .problem(Strings.importNotUTF8) }
            fields.append(cleaned(text))
        }
        if let columns {
            if fields.allSatisfy(\.isEmpty) { return .blank }
            guard let picked = columns.pick(from: fields) else {
                return .problem(Strings.deckMissingColumn(max(columns.front, columns.back), fields: fields.count))
            }
            fields = [picked.front, picked.back]
        }
        // A spreadsheet may pad a row with empty cells; they are not fields.
        while fields.count > 2, fields.last?.isEmpty == true { fields.removeLast() }
        if fields.count == 1 { return fields[0].isEmpty ? .blank : .problem(Strings.deckNoSeparator(separator)) }
        guard fields.count == 2 else { return .problem(Strings.deckTooManyFields(fields.count, separator: separator)) }
        if fields[0].isEmpty { return .problem(Strings.deckEmptyTerm) }
        if fields[1].isEmpty { return .problem(Strings.deckEmptyDefinition) }
        let limit = QuestionBuilder.textLimit
        if fields[0].count > limit || fields[1].count > limit { return .problem(Strings.deckFieldTooLong(limit: limit)) }
        return .card(term: fields[0], definition: fields[1])
    }

    /// A field as a card shows it: trimmed, its line breaks made spaces.
    private static func cleaned(_ field: String) -> String {
        let trimmed = field.trimmingSpaces()
        guard trimmed.contains("\n") else { return trimmed }
        return trimmed.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
