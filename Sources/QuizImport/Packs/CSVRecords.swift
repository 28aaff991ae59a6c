import FoundationEssentials
import QuizPlatform

/// Splits CSV text into records per RFC 4180: fields in double quotes may
/// hold commas, line breaks and doubled quotes. Works on UTF-8 bytes, since
/// every delimiter is ASCII and a pack may be large.
struct CSVRecords {
    struct Record: Sendable, Hashable {
        /// The line the record starts on.
        var line: Int
        var fields: [String]
        /// Set when the record's quoting is broken; its fields are then a guess.
        var problem: LocalizedText?
    }

    static func split(_ text: String) -> [Record] {
        var splitter = CSVRecords()
        for byte in text.utf8 { splitter.consume(byte) }
        splitter.finish()
        return splitter.records
    }

    private var records: [Record] = []
    private var line = 1
    private var recordLine = 1
    private var fields: [String] = []
    private var field: [UInt8] = []
    private var problem: LocalizedText?
    private var state = State.fieldStart

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterQuoted
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let newline = UInt8(ascii: "\n")

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .fieldStart, .unquoted, .afterQuoted:
            switch byte {
            case Self.comma: endField()
            case Self.newline: endRecord()
            case Self.quote where state == .fieldStart: state = .quoted
            default:
                // A quote inside an unquoted field, or text after a closing quote: kept, but reported.
                if byte == Self.quote || state == .afterQuoted { problem = problem ?? Strings.importCSVStrayQuote }
                field.append(byte)
                if state == .fieldStart { state = .unquoted }
            }
        case .quoted:
            if byte == Self.quote { state = .quoteInQuoted } else { field.append(byte) }
        case .quoteInQuoted:
            if byte == Self.quote {
                field.append(byte)
                state = .quoted
                return
            }
            state = .afterQuoted
            consume(byte)
            return
        }
        if byte == Self.newline, state == .quoted { line += 1 }
    }

    private mutating func finish() {
        if state == .quoted { problem = Strings.importCSVUnclosedQuote }
        if state != .fieldStart || !fields.isEmpty { endRecord() }
    }

    private mutating func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field = []
        state = .fieldStart
    }

    /// Ends the record at a line break; a blank line is no record.
    private mutating func endRecord() {
        endField()
        if fields != [""] || problem != nil {
            records.append(Record(line: recordLine, fields: fields, problem: problem))
        }
        fields = []
        problem = nil
        line += 1
        recordLine = line
    }
}
