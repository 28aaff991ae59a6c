import Foundation

/// Splits a term/definition export (Quizlet's, or a spreadsheet's) into
/// cards: one card a record, two fields a record, fields parted by one
/// separator, quoted as Excel and Quizlet quote them (`"a ""b"""`, a quoted
/// field may hold the separator or a line break).
///
/// It works on UTF-8 bytes: the quote and the line feed are ASCII, and no
/// byte of a longer UTF-8 sequence is ASCII, so a 30,000-card file is read
/// in one pass without decoding it into characters first.
struct TermDefinitionParser {
    /// One card read, with the line its record starts on.
    struct Record: Equatable {
        var line: Int
        var term: String
        var definition: String
    }

    let separator: Character

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")

    /// The cards and the problems of `text` (line ends already LF).
    func parse(_ text: String) -> (records: [Record], problems: [LineProblem]) {
        let separatorBytes = Array(String(separator).utf8)
        let separatorName = Strings.separatorName(separator)
        var records: [Record] = []
        var problems: [LineProblem] = []
        var text = text
        // A native string's UTF-8 is read in place: no second copy of the file.
        text.withUTF8 { buffer in
            let count = buffer.count
            var index = 0
            var line = 1
            func isSeparator(at position: Int) -> Bool {
                guard position + separatorBytes.count <= count else { return false }
                for offset in separatorBytes.indices where buffer[position + offset] != separatorBytes[offset] { return false }
                return true
            }
            func skipToLineEnd() {
                while index < count, buffer[index] != Self.lineFeed { index += 1 }
                if index < count {
                    index += 1
                    line += 1
                }
            }
            while index < count {
                let recordLine = line
                var fields: [String] = []
                var problem: LocalizedText?
                fields: while true {
                    if index < count, buffer[index] == Self.quote {
                        var value: [UInt8] = []
                        var closed = false
                        index += 1
                        while index < count {
                            let byte = buffer[index]
                            if byte == Self.quote {
                                if index + 1 < count, buffer[index + 1] == Self.quote {
                                    value.append(Self.quote)
                                    index += 2
                                    continue
                                }
                                index += 1
                                closed = true
                                break
                            }
                            if byte == Self.lineFeed { line += 1 }
                            value.append(byte)
                            index += 1
                        }
                        fields.append(String(decoding: value, as: UTF8.self))
                        guard closed else {
                            problem = Strings.deckUnclosedQuote
                            break fields
                        }
                        while index < count, buffer[index] == UInt8(ascii: " ") { index += 1 }
                        if isSeparator(at: index) {
                            index += separatorBytes.count
                            continue fields
                        }
                        if index < count, buffer[index] != Self.lineFeed {
                            problem = Strings.deckTextAfterQuote(separatorName)
                        }
                        skipToLineEnd()
                        break fields
                    }
                    let start = index
                    while index < count, buffer[index] != Self.lineFeed, !isSeparator(at: index) { index += 1 }
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
                    if isSeparator(at: index) {
                        index += separatorBytes.count
                        continue fields
                    }
                    skipToLineEnd()
                    break fields
                }
                if let problem {
                    problems.append(LineProblem(line: recordLine, reason: problem))
                    continue
                }
                switch Self.card(from: fields, separator: separatorName) {
                case .blank: continue
                case .card(let term, let definition): records.append(Record(line: recordLine, term: term, definition: definition))
                case .problem(let reason): problems.append(LineProblem(line: recordLine, reason: reason))
                }
            }
        }
        return (records, problems)
    }

    /// What one record makes.
    private enum Outcome {
        case blank
        case card(term: String, definition: String)
        case problem(LocalizedText)
    }

    private static func card(from fields: [String], separator: LocalizedText) -> Outcome {
        var fields = fields.map(Self.cleaned)
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
        let trimmed = field.trimmingCharacters(in: .whitespaces)
        guard trimmed.contains("\n") else { return trimmed }
        return trimmed.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
