import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

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
/// else the file's name.
///
/// Which fields make a card: with `--front N --back M`, those columns of
/// the file; else, for a note type Anki ships (`StockNoteTypes`, named by
/// the note type column or `#notetype:`), its templates, so that a
/// "Basic (and reversed card)" row makes two cards; else the columns
/// `#columns:` names Front and Back; else the first two fields. A row whose
/// first field holds cloze deletions is then a cloze note.
public struct AnkiTextExportReader: DeckReader {
    /// The name `quizctl import --format` takes.
    public static let formatName = "anki-text"

    /// `--front N --back M`, columns of the file counted from 1.
    public var columns: DeckColumns?
    /// The language of what quizctl writes into a card itself (a formula it cannot show).
    public var language: Language

    public init(columns: DeckColumns? = nil, language: Language = .en) {
        self.columns = columns
        self.language = language
    }

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

    public func read(fileAt url: URL, into sink: inout some DeckSink) throws {
        let file = url.path
        let opened: OpenFile
        do {
            opened = try OpenFile(path: file, flags: O_RDONLY)
        } catch {
            throw AnkiImportError(file: file, problem: .unreadable(reason: error.reason.en))
        }
        let bytes = DeckTextBytes(file: opened, unifyingLineEnds: false)
        try read(bytes, file: file, fallbackDeck: url.deletingPathExtension().lastPathComponent, into: &sink)
    }

    /// The decks of `text`, gathered: for tests.
    func read(text: String, file: String, fallbackDeck: String) throws -> [ImportedDeck] {
        var collector = DeckCollector()
        try read(DeckTextBytes(bytes: Array(text.utf8), unifyingLineEnds: false), file: file, fallbackDeck: fallbackDeck, into: &collector)
        return collector.result
    }

    private func read(_ bytes: DeckTextBytes, file: String, fallbackDeck: String, into sink: inout some DeckSink) throws {
        var bytes = bytes
        var header = AnkiTextHeader()
        var lineNumber = 0
        let separator: Character
        do {
            while try bytes.peek() == UInt8(ascii: "#") {
                lineNumber += 1
                var line = try Self.line(from: &bytes)
                if line.last == DeckTextBytes.carriageReturn { line.removeLast() }
                do {
                    try header.take(String(decoding: line, as: UTF8.self))
                } catch let problem as AnkiTextHeader.Failure {
                    throw AnkiImportError(file: file, line: lineNumber, problem: problem.problem)
                }
            }
            separator = try header.separator ?? Self.guessSeparator(&bytes)
        } catch let error as SystemCallError {
            throw AnkiImportError(file: file, problem: .unreadable(reason: error.reason.en))
        }
        var records = DelimitedRecords(bytes: bytes, separator: separator, firstLine: lineNumber + 1)
        var madeCards = false
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
            let notetype = try column(header.notetypeColumn) ?? header.notetype
            let deck = try column(header.deckColumn) ?? header.deck ?? fallbackDeck
            // Anki leaves an empty last column out: the tags column may be missing.
            var tags: [String] = []
            if let number = header.tagsColumn {
                claimed.insert(number - 1)
                if number <= record.fields.count { tags = record.fields[number - 1].split(separator: " ").map(String.init) }
            }
            var fields = record.fields.indices.filter { !claimed.contains($0) }.map { record.fields[$0] }
            var noteType = notetype.flatMap(StockNoteTypes.named)
            if let columns {
                guard let picked = columns.pick(from: record.fields) else {
                    throw AnkiImportError(file: file, line: record.line, problem: .missingColumn(max(columns.front, columns.back)))
                }
                fields = [picked.front, picked.back]
                noteType = nil
            } else if noteType == nil, let named = Self.frontAndBack(named: header.columns, in: record.fields) {
                fields = named
            }
            let isCloze = noteType?.isCloze ?? fields.first.map { !ClozeText($0).numbers.isEmpty } ?? false
            var note = AnkiNote(guid: guid?.nonBlank, fields: fields, isCloze: isCloze, deck: deck.terminalSafe)
            note.tags = tags
            note.noteType = noteType
            let made = try note.add(to: &sink, fieldsAreHTML: header.html, language: language)
            madeCards = madeCards || made
        }
        guard madeCards else { throw AnkiImportError(file: file, problem: .noCards) }
    }

    /// The columns `#columns:` names Front and Back (in any case), when it names both.
    private static func frontAndBack(named names: [String], in fields: [String]) -> [String]? {
        let lowered = names.map { $0.trimmingWhitespace().lowercased() }
        guard let front = lowered.firstIndex(of: "front"), let back = lowered.firstIndex(of: "back"), front < fields.count,
            back < fields.count
        else { return nil }
        return [fields[front], fields[back]]
    }

    /// A header line's bytes, without its line feed; past 64 KB it is cut.
    private static func line(from bytes: inout DeckTextBytes) throws(SystemCallError) -> [UInt8] {
        var line: [UInt8] = []
        while let byte = try bytes.next(), byte != DeckTextBytes.lineFeed {
            if line.count < 64 * 1024 { line.append(byte) }
        }
        return line
    }

    /// Anki's own guess when there is no `#separator:`: a tab if the first
    /// row of the body has one, else a semicolon, else a comma. The row is
    /// looked at, not taken.
    private static func guessSeparator(_ bytes: inout DeckTextBytes) throws(SystemCallError) -> Character {
        var offset = 0
        var semicolon = false
        while offset < 64 * 1024, let byte = try bytes.peek(offset), byte != DeckTextBytes.lineFeed {
            if byte == UInt8(ascii: "\t") { return "\t" }
            semicolon = semicolon || byte == UInt8(ascii: ";")
            offset += 1
        }
        return semicolon ? ";" : ","
    }
}
