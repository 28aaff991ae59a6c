import Foundation

/// Reads the notes of an unpacked Anki collection (an SQLite file) through
/// the `sqlite3` program, in either layout:
///
/// - schema 11 (`collection.anki2`, `.anki21`): note types and decks are JSON
///   objects in the one row of `col` (`models`, `decks`); a note type's
///   `type` is 1 for cloze.
/// - schema 15 to 18 (`collection.anki21b`): tables `notetypes` (`config` a
///   protobuf whose field 1 is the kind, 1 for cloze) and `decks` (the
///   hierarchy joined by 0x1F, shown here with Anki's "::").
///
/// Both keep `notes.flds` (fields joined by 0x1F) and `cards.did`. A note's
/// deck is its first card's (the home deck when the card sits in a filtered
/// deck).
struct AnkiCollectionQuery {
    var tools: AnkiTools
    var sqlite: String
    var database: String
    /// Output larger than this is refused (the collection itself is capped).
    var outputLimit: Int
    /// A private folder for the notes sqlite3 prints, read back a line at a time.
    var scratchFolder: String

    /// Hands every note in the collection to `each`, in the order they were
    /// added; notes of an unknown note type come with `isCloze` false and no
    /// fields. sqlite3 prints the notes one JSON object a line into a file,
    /// read back a line at a time, so no more than one note is in memory.
    func forEachNote(_ each: (AnkiNote) throws -> Void) throws {
        let version = try rows(VersionRow.self, "SELECT ver FROM col").first?.ver
        let clozeTypes: Set<Int64>
        let decks: [Int64: String]
        let knownTypes: Set<Int64>
        switch version {
        case 11:
            guard let col = try rows(LegacyCol.self, "SELECT models, decks FROM col").first else { throw damaged("the col table is empty") }
            let models = try decodeJSON([String: LegacyModel].self, col.models, what: "col.models")
            let legacyDecks = try decodeJSON([String: LegacyDeck].self, col.decks, what: "col.decks")
            clozeTypes = Set(models.compactMap { key, model in model.type == 1 ? Int64(key) : nil })
            knownTypes = Set(models.keys.compactMap { Int64($0) })
            decks = Dictionary(legacyDecks.compactMap { key, deck in Int64(key).map { ($0, deck.name) } }, uniquingKeysWith: { a, _ in a })
        case .some(15...18):
            let types = try rows(NotetypeRow.self, "SELECT id, hex(config) AS config FROM notetypes")
            clozeTypes = Set(types.filter { NotetypeKind.isCloze(hexConfig: $0.config) }.map(\.id))
            knownTypes = Set(types.map(\.id))
            let rows = try rows(DeckRow.self, "SELECT id, name FROM decks")
            decks = Dictionary(
                rows.map { ($0.id, $0.name.replacingOccurrences(of: "\u{1F}", with: "::")) }, uniquingKeysWith: { a, _ in a })
        case .some(let other):
            throw AnkiImportError(file: tools.file, problem: .unsupportedSchema(other))
        case nil:
            throw damaged("the col table is empty")
        }
        try forEachRow(
            NoteRow.self,
            """
            SELECT json_object('guid', n.guid, 'mid', n.mid, 'flds', n.flds, 'did',
              (SELECT CASE WHEN c.odid != 0 THEN c.odid ELSE c.did END FROM cards c WHERE c.nid = n.id ORDER BY c.ord LIMIT 1))
            FROM notes n ORDER BY n.id
            """
        ) { row in
            // A note with no card is in no deck: nothing to import.
            guard let did = row.did else { return }
            let deck = (decks[did] ?? "\(did)").terminalSafe
            guard knownTypes.contains(row.mid) else { return try each(AnkiNote(guid: row.guid, fields: [], isCloze: false, deck: deck)) }
            let fields = row.flds.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            try each(AnkiNote(guid: row.guid, fields: fields, isCloze: clozeTypes.contains(row.mid), deck: deck))
        }
    }

    /// Runs `sql`, whose one column is a JSON object a row, into a file and
    /// decodes it a line at a time.
    private func forEachRow<Row: Decodable>(_ type: Row.Type, _ sql: String, _ each: (Row) throws -> Void) throws {
        let output = scratchFolder + "/rows.jsonl"
        unlink(output)
        defer {
            unlink(output)
            unlink(output + ".err")
        }
        let run = CappedOutput(
            executable: sqlite, arguments: ["-init", "/dev/null", "-safe", "-readonly", "-list", "-noheader", database, sql],
            limit: outputLimit)
        let outcome: CappedOutput.Outcome
        do {
            outcome = try run.run(into: output)
        } catch let error as CappedOutputError {
            throw damaged("sqlite3: \(error.reason)")
        }
        switch outcome {
        case .tooLarge: throw AnkiImportError(file: tools.file, problem: .collectionTooLarge(megabytes: outputLimit >> 20))
        case .finished(status: 0, _): break
        case .finished(let status, let errors): throw damaged("sqlite3: " + (AnkiTools.reason(in: errors) ?? "exit status \(status)"))
        }
        let decoder = JSONDecoder()
        do {
            guard let file = try OpenFile.existing(output) else { return }
            var reader = ForwardLineReader(file: file, chunkSize: 1 << 16, lineLimit: outputLimit)
            while let line = try reader.nextLine() {
                let row: Row
                do {
                    row = try decoder.decode(Row.self, from: line.bytes)
                } catch {
                    throw damaged("sqlite3 gave rows that could not be read (\(error))")
                }
                try each(row)
            }
        } catch let error as SystemCallError {
            throw damaged("sqlite3: \(error.reason.en)")
        }
    }

    private func rows<Row: Decodable>(_ type: Row.Type, _ sql: String) throws -> [Row] {
        // -init /dev/null: the user's ~/.sqliterc must not change the output;
        // -safe: the file cannot make sqlite3 touch anything else.
        let output = try tools.output(
            of: sqlite, ["-init", "/dev/null", "-safe", "-readonly", "-json", database, sql], limit: outputLimit,
            failure: { .damaged(reason: $0) })
        if output.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) { return [] }
        do {
            return try JSONDecoder().decode([Row].self, from: Data(output))
        } catch {
            throw damaged("sqlite3 gave rows that could not be read (\(error))")
        }
    }

    private func decodeJSON<Value: Decodable>(_ type: Value.Type, _ text: String, what: String) throws -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch {
            throw damaged("\(what) is not valid JSON")
        }
    }

    private func damaged(_ reason: String) -> AnkiImportError {
        AnkiImportError(file: tools.file, problem: .damaged(reason: reason))
    }

    private struct VersionRow: Decodable { var ver: Int }
    private struct LegacyCol: Decodable {
        var models: String
        var decks: String
    }
    private struct LegacyModel: Decodable { var type: Int? }
    private struct LegacyDeck: Decodable { var name: String }
    private struct NotetypeRow: Decodable {
        var id: Int64
        var config: String
    }
    private struct DeckRow: Decodable {
        var id: Int64
        var name: String
    }
    private struct NoteRow: Decodable {
        var guid: String?
        var mid: Int64
        var flds: String
        var did: Int64?
    }
}

/// Reads the kind of a schema-18 note type from its `config` protobuf
/// (`NotetypeConfig`: field 1, a varint, 1 for cloze). Only the wire format
/// is walked; every other field is skipped.
enum NotetypeKind {
    static func isCloze(hexConfig: String) -> Bool {
        let bytes = bytes(fromHex: hexConfig)
        var index = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count {
            guard let key = varint() else { return false }
            switch key & 7 {
            case 0:
                guard let value = varint() else { return false }
                if key >> 3 == 1 { return value == 1 }
            case 1: index += 8
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count) else { return false }
                index += Int(length)
            case 5: index += 4
            default: return false
            }
        }
        return false
    }

    private static func bytes(fromHex hex: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let nibble = UInt8(String(UnicodeScalar(character)), radix: 16) else { return [] }
            if let first = high {
                result.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return result
    }
}
