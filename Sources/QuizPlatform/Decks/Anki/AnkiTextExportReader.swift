import Foundation

/// Reads Anki's plain-text notes export (File › Export › Notes in Plain
/// Text, and the same shape Anki imports): header lines first, then one
/// note per row.
///
/// Headers: `#separator:` (tab, comma, semicolon, pipe, colon, space or one
/// character), `#html:true|false`, `#columns:` (the columns' names),
/// `#guid column:`, `#notetype column:`, `#deck column:`, `#tags column:`
/// (1-based), and `#deck:`/`#notetype:` for the whole file; others are
/// ignored, as Anki does. The columns no header claims are the note's fields.
/// A field in double quotes may hold the separator and line breaks, `""`
/// standing for one quote. A row's deck is its deck column, else `#deck:`,
/// else the file's name. A row whose first field holds cloze deletions is a
/// cloze note.
public struct AnkiTextExportReader: DeckReader {
    /// The name `quizctl import --format` takes.
    public static let formatName = "anki-text"

    public init() {}

    static let headerKeys: Set<String> = [
        "separator", "html", "columns", "guid column", "notetype column", "deck column", "tags column", "deck", "notetype", "tags",
    ]

    /// A text file that starts with one of Anki's headers: other tab-separated
    /// files (a Quizlet export) are not this reader's.
    public func recognizes(fileAt url: URL, head: Data) -> Bool {
        guard ["txt", "csv", "tsv"].contains(url.pathExtension.lowercased()) else { return false }
        let text = String(decoding: head.prefix(256), as: UTF8.self).drop(while: { $0 == "\u{FEFF}" })
        guard text.hasPrefix("#"), let colon = text.firstIndex(of: ":") else { return false }
        return Self.headerKeys.contains(text[text.index(after: text.startIndex)..<colon].lowercased())
    }

    public func read(fileAt url: URL) throws -> [ImportedDeck] {
        let file = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnkiImportError(file: file, problem: .unreadable(reason: (error as NSError).localizedDescription))
        }
        let fallbackDeck = url.deletingPathExtension().lastPathComponent
        return try read(text: String(decoding: data, as: UTF8.self), file: file, fallbackDeck: fallbackDeck)
    }

    func read(text: String, file: String, fallbackDeck: String) throws -> [ImportedDeck] {
        var lines = text.drop(while: { $0 == "\u{FEFF}" }).split(separator: "\n", omittingEmptySubsequences: false)
        var header = AnkiTextHeader()
        var lineNumber = 0
        while let line = lines.first, line.hasPrefix("#") {
            lineNumber += 1
            lines.removeFirst()
            do {
                try header.take(String(line.hasSuffix("\r") ? line.dropLast() : line))
            } catch let problem as AnkiTextHeader.Failure {
                throw AnkiImportError(file: file, line: lineNumber, problem: problem.problem)
            }
        }
        let body = lines.joined(separator: "\n")
        let separator = header.separator ?? Self.guessSeparator(body)
        var collector = AnkiDeckCollector(fieldsAreHTML: header.html)
        var records = DelimitedRecords(text: body, separator: separator, firstLine: lineNumber + 1)
        while let record = try records.next(file: file) {
            if record.fields.allSatisfy({ $0.isEmpty }) { continue }
            var claimed = Set<Int>()
            func column(_ number: Int?) throws -> String? {
                guard let number else { return nil }
                claimed.insert(number - 1)
                guard number <= record.fields.count else {
                    throw AnkiImportError(file: file, line: record.line, problem: .missingColumn(number))
                }
                return record.fields[number - 1]
            }
            let guid = try column(header.guidColumn)
            _ = try column(header.notetypeColumn)
            let deck = try column(header.deckColumn) ?? header.deck ?? fallbackDeck
            // Tags are not used, and Anki leaves an empty last column out.
            if let tags = header.tagsColumn { claimed.insert(tags - 1) }
            let fields = record.fields.indices.filter { !claimed.contains($0) }.map { record.fields[$0] }
            let isCloze = fields.first.map { !ClozeText($0).numbers.isEmpty } ?? false
            collector.add(AnkiNote(guid: guid?.nonBlank, fields: fields, isCloze: isCloze, deck: deck.terminalSafe))
        }
        let decks = collector.result
        guard !decks.isEmpty else { throw AnkiImportError(file: file, problem: .noCards) }
        return decks
    }

    /// Anki's own guess when there is no `#separator:`: a tab if the first row has one, else a semicolon, else a comma.
    static func guessSeparator(_ body: some StringProtocol) -> Character {
        let firstRow = body.prefix(while: { $0 != "\n" })
        return firstRow.contains("\t") ? "\t" : firstRow.contains(";") ? ";" : ","
    }
}

/// The `#key:value` lines at the top of a plain-text export.
struct AnkiTextHeader {
    struct Failure: Error { var problem: AnkiImportError.Problem }

    var separator: Character?
    var html = true
    var columns: [String] = []
    var guidColumn: Int?
    var notetypeColumn: Int?
    var deckColumn: Int?
    var tagsColumn: Int?
    var deck: String?

    static let separatorNames: [String: Character] = [
        "tab": "\t", "comma": ",", "semicolon": ";", "pipe": "|", "colon": ":", "space": " ",
    ]

    mutating func take(_ line: String) throws {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[line.index(after: line.startIndex)..<colon].lowercased()
        let value = String(line[line.index(after: colon)...])
        switch key {
        case "separator":
            if let named = Self.separatorNames[value.lowercased()] {
                separator = named
            } else if value.count == 1, let literal = value.first, literal != "\"" {
                separator = literal
            } else {
                throw Failure(problem: .unknownSeparator(value))
            }
        case "html":
            switch value.lowercased() {
            case "true": html = true
            case "false": html = false
            default: throw Failure(problem: .badHeaderValue(header: key, value: value))
            }
        case "columns": columns = value.split(separator: separator ?? "\t", omittingEmptySubsequences: false).map(String.init)
        case "guid column": guidColumn = try Self.column(key, value)
        case "notetype column": notetypeColumn = try Self.column(key, value)
        case "deck column": deckColumn = try Self.column(key, value)
        case "tags column": tagsColumn = try Self.column(key, value)
        case "deck": deck = value.nonBlank
        default: return
        }
    }

    private static func column(_ key: String, _ value: String) throws -> Int {
        guard let number = Int(value.trimmingCharacters(in: .whitespaces)), number >= 1, number <= 1_000 else {
            throw Failure(problem: .badHeaderValue(header: key, value: value))
        }
        return number
    }
}
