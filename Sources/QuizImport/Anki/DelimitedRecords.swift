import DataFiles
import FoundationEssentials
import QuizPlatform

/// Splits delimited text into records, the way Anki's importer reads it: a
/// field starting with `"` runs to the next lone `"` (`""` is one quote, and
/// separators and line breaks inside are text); elsewhere a quote is a quote.
///
/// It reads bytes as they come (`DeckTextBytes`), one record in memory at a
/// time; the separator, the quote and the line ends are compared as bytes,
/// which no byte of a longer UTF-8 sequence can equal.
struct DelimitedRecords {
    struct Record: Equatable {
        var fields: [String]
        /// The 1-based line the record starts on.
        var line: Int
    }

    private var bytes: DeckTextBytes
    private let separator: [UInt8]
    private var line: Int

    init(bytes: DeckTextBytes, separator: Character, firstLine: Int) {
        self.bytes = bytes
        self.separator = Array(String(separator.unicodeScalars.first ?? "\t").utf8)
        line = firstLine
    }

    /// The records of `text`, for tests.
    init(text: String, separator: Character, firstLine: Int) {
        self.init(bytes: DeckTextBytes(bytes: Array(text.utf8), unifyingLineEnds: false), separator: separator, firstLine: firstLine)
    }

    /// The next record, or nil at the end; an unclosed quote throws.
    mutating func next(file: String) throws -> Record? {
        do {
            return try record(file: file)
        } catch let error as SystemCallError {
            throw AnkiImportError(file: file, problem: .unreadable(reason: error.reason.en))
        }
    }

    private mutating func record(file: String) throws -> Record? {
        guard try bytes.peek() != nil else { return nil }
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        while let byte = try bytes.peek() {
            if field.isEmpty, byte == DeckTextBytes.quote {
                bytes.advance()
                try quoted(into: &field, file: file, start: start)
                continue
            }
            if try isSeparator() {
                bytes.advance(separator.count)
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                continue
            }
            bytes.advance()
            if byte == DeckTextBytes.lineFeed {
                line += 1
                break
            }
            let next = try bytes.peek()
            if byte != DeckTextBytes.carriageReturn || (next != nil && next != DeckTextBytes.lineFeed) {
                Self.append(byte, to: &field)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return Record(fields: fields, line: start)
    }

    private mutating func quoted(into field: inout [UInt8], file: String, start: Int) throws {
        while let byte = try bytes.next() {
            if byte == DeckTextBytes.quote {
                guard try bytes.peek() == DeckTextBytes.quote else { return }
                bytes.advance()
            }
            if byte == DeckTextBytes.lineFeed { line += 1 }
            Self.append(byte, to: &field)
        }
        throw AnkiImportError(file: file, line: start, problem: .unclosedQuote)
    }

    private mutating func isSeparator() throws(SystemCallError) -> Bool {
        for (offset, expected) in separator.enumerated() where try bytes.peek(offset) != expected { return false }
        return true
    }

    /// A field past a megabyte is cut there: far longer than any card shows,
    /// and an unclosed quote must not gather the rest of a large file.
    private static func append(_ byte: UInt8, to field: inout [UInt8]) {
        if field.count < TermDefinitionParser.fieldByteLimit { field.append(byte) }
    }
}
