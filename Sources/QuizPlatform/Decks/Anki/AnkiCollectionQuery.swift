import FoundationEssentials
@preconcurrency import Glibc

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
        let version = try rows("SELECT json_object('ver', ver) FROM col").first.map { try $0.integer("ver", of: self) }
        var clozeTypes = Set<Int64>()
        var knownTypes = Set<Int64>()
        var decks: [Int64: String] = [:]
        switch version {
        case 11:
            // The note types and decks are JSON objects in one row of col:
            // sqlite3 takes them apart, so each comes as a row of its own.
            // A key that is not a number names nothing a note can refer to.
            for row in try rows(
                "SELECT json_object('id', m.key, 'type', json_extract(m.value, '$.type')) FROM col, json_each(col.models) AS m")
            {
                guard let id = row.text("id").flatMap({ Int64($0) }) else { continue }
                knownTypes.insert(id)
                if row.integer("type") == 1 { clozeTypes.insert(id) }
            }
            for row in try rows(
                "SELECT json_object('id', d.key, 'name', json_extract(d.value, '$.name')) FROM col, json_each(col.decks) AS d")
            {
                guard let id = row.text("id").flatMap({ Int64($0) }) else { continue }
                guard let name = row.text("name") else { throw damaged("col.decks has a deck without a name") }
                if decks[id] == nil { decks[id] = name }
            }
        case .some(15...18):
            for row in try rows("SELECT json_object('id', id, 'config', hex(config)) FROM notetypes") {
                let id = try row.integer("id", of: self)
                knownTypes.insert(id)
                if NotetypeKind.isCloze(hexConfig: try row.text("config", of: self)) { clozeTypes.insert(id) }
            }
            for row in try rows("SELECT json_object('id', id, 'name', name) FROM decks") {
                let id = try row.integer("id", of: self)
                if decks[id] == nil { decks[id] = try row.text("name", of: self).replacingEvery("\u{1F}", with: "::") }
            }
        case .some(let other):
            throw AnkiImportError(file: tools.file, problem: .unsupportedSchema(Int(other)))
        case nil:
            throw damaged("the col table is empty")
        }
        try forEachRow(
            """
            SELECT json_object('guid', n.guid, 'mid', n.mid, 'flds', n.flds, 'did',
              (SELECT CASE WHEN c.odid != 0 THEN c.odid ELSE c.did END FROM cards c WHERE c.nid = n.id ORDER BY c.ord LIMIT 1))
            FROM notes n ORDER BY n.id
            """
        ) { row in
            // A note with no card is in no deck: nothing to import.
            guard let did = row.integer("did") else { return }
            let guid = row.text("guid")
            let mid = try row.integer("mid", of: self)
            let flds = try row.text("flds", of: self)
            let deck = (decks[did] ?? "\(did)").terminalSafe
            guard knownTypes.contains(mid) else { return try each(AnkiNote(guid: guid, fields: [], isCloze: false, deck: deck)) }
            let fields = flds.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            try each(AnkiNote(guid: guid, fields: fields, isCloze: clozeTypes.contains(mid), deck: deck))
        }
    }

    /// Runs `sql`, whose one column is a JSON object a row, into a file and
    /// reads it back a line at a time.
    private func forEachRow(_ sql: String, _ each: (SQLiteJSONRow) throws -> Void) throws {
        let output = scratchFolder + "/rows.jsonl"
        unlink(output)
        defer { unlink(output) }
        // -init /dev/null: the user's ~/.sqliterc must not change the output;
        // -safe: the file cannot make sqlite3 touch anything else.
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
        do {
            guard let file = try OpenFile.existing(output) else { return }
            var reader = ForwardLineReader(file: file, chunkSize: 1 << 16, lineLimit: outputLimit)
            while let line = try reader.nextLine() {
                guard let row = SQLiteJSONRow(line: line.bytes) else { throw damaged("sqlite3 gave rows that could not be read") }
                try each(row)
            }
        } catch let error as SystemCallError {
            throw damaged("sqlite3: \(error.reason.en)")
        }
    }

    /// Every row of `sql`, for the few small tables.
    private func rows(_ sql: String) throws -> [SQLiteJSONRow] {
        var rows: [SQLiteJSONRow] = []
        try forEachRow(sql) { rows.append($0) }
        return rows
    }

    func damaged(_ reason: String) -> AnkiImportError {
        AnkiImportError(file: tools.file, problem: .damaged(reason: reason))
    }
}

extension SQLiteJSONRow {
    /// The integer column `name`; a row without it is a damaged collection.
    fileprivate func integer(_ name: String, of query: AnkiCollectionQuery) throws -> Int64 {
        guard let value = integer(name) else { throw query.damaged("sqlite3 gave a row without \(name)") }
        return value
    }

    /// The text column `name`; a row without it is a damaged collection.
    fileprivate func text(_ name: String, of query: AnkiCollectionQuery) throws -> String {
        guard let value = text(name) else { throw query.damaged("sqlite3 gave a row without \(name)") }
        return value
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
