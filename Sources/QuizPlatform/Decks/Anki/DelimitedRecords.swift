/// Splits delimited text into records, the way Anki's importer reads it: a
/// field starting with `"` runs to the next lone `"` (`""` is one quote, and
/// separators and line breaks inside are text); elsewhere a quote is a quote.
struct DelimitedRecords {
    struct Record: Equatable {
        var fields: [String]
        /// The 1-based line the record starts on.
        var line: Int
    }

    private let scalars: [Unicode.Scalar]
    private let separator: Unicode.Scalar
    private var index = 0
    private var line: Int

    init(text: String, separator: Character, firstLine: Int) {
        scalars = Array(text.unicodeScalars)
        self.separator = separator.unicodeScalars.first!
        line = firstLine
    }

    mutating func next(file: String) throws -> Record? {
        guard index < scalars.count else { return nil }
        let start = line
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if field.isEmpty, scalar == "\"" {
                index += 1
                try quoted(into: &field, file: file, start: start)
                continue
            }
            index += 1
            if scalar == separator {
                fields.append(String(field))
                field = String.UnicodeScalarView()
            } else if scalar == "\n" {
                line += 1
                break
            } else if scalar != "\r" || (index < scalars.count && scalars[index] != "\n") {
                field.append(scalar)
            }
        }
        fields.append(String(field))
        return Record(fields: fields, line: start)
    }

    private mutating func quoted(into field: inout String.UnicodeScalarView, file: String, start: Int) throws {
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" {
                guard index < scalars.count, scalars[index] == "\"" else { return }
                index += 1
            }
            if scalar == "\n" { line += 1 }
            field.append(scalar)
        }
        throw AnkiImportError(file: file, line: start, problem: .unclosedQuote)
    }
}
