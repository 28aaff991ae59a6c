import CSQLite
import FoundationEssentials
import QuizPlatform
import Sqlite
import Synchronization

/// Reads the notes of an unpacked Anki collection through the linked SQLite
/// library, in either layout:
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
///
/// The file comes from anyone, so every read is bounded: the file is opened
/// read-only and immutable; the tables Anki has must be tables (a view could
/// run any query, an endless one too); temporary data stays in memory under
/// a heap limit; values past `lengthLimit` fail alone; a statement step
/// that runs past `stepBudget` is interrupted. Each table is read in key
/// order without correlated subqueries: notes by id, cards sorted by note
/// (one sort, under the heap limit), merged, so a million notes take seconds.
struct AnkiCollectionReader {
    /// The package, for messages.
    var file: String
    /// The unpacked collection.
    var database: String
    var lengthLimit: Int32 = 16 * 1024 * 1024
    /// SQLite's hard heap limit while reading. Measured with SQLite 3.40.1:
    /// sorting the cards of 1e6 notes in memory peaks at 26 MB of SQLite's
    /// heap (a 16 MB limit fails it with SQLITE_NOMEM); a soft limit of the
    /// same size changed nothing (the same 26 MB peak), so it could not stop
    /// a larger sort: the hard one is needed.
    var heapLimit: Int64 = 64 * 1024 * 1024
    var stepBudget: Duration = .seconds(30)

    /// The tables Anki keeps: none may be a view or a virtual table.
    static let ankiTables = ["notes", "cards", "col", "notetypes", "decks", "fields", "templates"]

    /// What one note read as: its fields, or why it was skipped.
    enum Read {
        case note(AnkiNote)
        /// Fields that are not UTF-8 or past the length limit: `name` is its
        /// id and the start of its sort field.
        case skipped(name: String, deck: String)
    }

    /// Hands every note that is in a deck to `each`, in the order they were
    /// added; notes of an unknown note type come with `isCloze` false and no fields.
    func forEachNote(_ each: (Read) throws -> Void) throws {
        // The heap limit is process-wide (SQLite has no per-connection one):
        // it is set for this read and the previous value put back after, so
        // quizctl.db's own connection is bounded by it only meanwhile.
        HeapLimitLease.acquire(heapLimit)
        defer { HeapLimitLease.release() }
        let connection: Sqlite
        do {
            connection = try Sqlite(uri: Self.uri(for: database), flags: SQLITE_OPEN_READONLY)
        } catch {
            throw problem(error)
        }
        let clock = StepClock(budget: stepBudget)
        connection.setLimit(SQLITE_LIMIT_LENGTH, to: lengthLimit)
        connection.setLimit(SQLITE_LIMIT_SQL_LENGTH, to: 1 << 16)
        connection.setProgressHandler(every: 10_000) { clock.isPastBudget }
        do {
            try connection.execute("PRAGMA temp_store = MEMORY")
            try refuseViews(connection, clock)
            let (types, decks) = try noteTypesAndDecks(connection, clock)
            try mergeNotesAndCards(connection, clock, types: types, decks: decks, each)
        } catch let error as SqliteError {
            throw problem(error)
        }
    }

    /// A `file:` URI for `path`, every byte that is not plainly safe escaped.
    static func uri(for path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            let safe =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "/-_.".utf8.contains(byte)
            escaped += safe ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "file:" + escaped + "?immutable=1"
    }

    private func refuseViews(_ connection: Sqlite, _ clock: StepClock) throws {
        let statement = try connection.prepare("SELECT lower(name), type, coalesce(sql, '') FROM sqlite_schema")
        while let row = try clock.step(statement) {
            let name = row.text(0)
            guard Self.ankiTables.contains(name) else { continue }
            let kind = row.text(1)
            if kind == "table", !row.text(2).uppercased().hasPrefix("CREATE VIRTUAL") { continue }
            if kind == "table" || kind == "view" || kind == "trigger" {
                throw AnkiImportError(file: file, problem: .notATable(name: name, kind: kind == "table" ? "virtual table" : kind))
            }
        }
    }

    private struct NoteTypes {
        var known = Set<Int64>()
        var cloze = Set<Int64>()
    }

    private func noteTypesAndDecks(_ connection: Sqlite, _ clock: StepClock) throws -> (NoteTypes, [Int64: String]) {
        let versionStatement = try connection.prepare("SELECT ver FROM col LIMIT 1")
        let version = try clock.step(versionStatement).map { $0.int64(0) }
        versionStatement.reset()
        var types = NoteTypes()
        var decks: [Int64: String] = [:]
        switch version {
        case 11:
            // The note types and decks are JSON objects in one row of col:
            // SQLite takes them apart, so each comes as a row of its own. A
            // key that is not a number names nothing a note can refer to.
            let models = try connection.prepare(
                "SELECT m.key, json_extract(m.value, '$.type') FROM col, json_each(col.models) AS m")
            while let row = try clock.step(models) {
                guard let id = Int64(row.text(0)) else { continue }
                types.known.insert(id)
                if !row.isNull(1), row.value(1) == .integer(1) { types.cloze.insert(id) }
            }
            let deckRows = try connection.prepare("SELECT d.key, json_extract(d.value, '$.name') FROM col, json_each(col.decks) AS d")
            while let row = try clock.step(deckRows) {
                guard let id = Int64(row.text(0)) else { continue }
                guard case .text(let name) = row.value(1) else { throw damaged("col.decks has a deck without a name") }
                if decks[id] == nil { decks[id] = name }
            }
        case .some(15...18):
            let notetypes = try connection.prepare("SELECT id, config FROM notetypes ORDER BY id")
            while let row = try clock.step(notetypes) {
                let id = row.int64(0)
                types.known.insert(id)
                if NotetypeKind.isCloze(config: row.blob(1)) { types.cloze.insert(id) }
            }
            let deckRows = try connection.prepare("SELECT id, name FROM decks ORDER BY id")
            while let row = try clock.step(deckRows) {
                let id = row.int64(0)
                if decks[id] == nil { decks[id] = row.text(1).replacingEvery("\u{1F}", with: "::") }
            }
        case .some(let other):
            throw AnkiImportError(file: file, problem: .unsupportedSchema(Int(clamping: other)))
        case nil:
            throw damaged("the col table is empty")
        }
        return (types, decks)
    }

    /// Notes by id beside their cards sorted by note id: each note meets its
    /// first card (by `ord`) without a query per note.
    private func mergeNotesAndCards(
        _ connection: Sqlite, _ clock: StepClock, types: NoteTypes, decks: [Int64: String], _ each: (Read) throws -> Void
    ) throws {
        let cards = try connection.prepare(
            "SELECT nid, CASE WHEN odid != 0 THEN odid ELSE did END FROM cards ORDER BY nid, ord")
        var card = try clock.step(cards).map { (nid: $0.int64(0), deck: $0.int64(1)) }
        /// The deck of the note's first card; nil for a note without a card.
        func deck(of note: Int64) throws -> Int64? {
            while let current = card, current.nid < note { card = try clock.step(cards).map { (nid: $0.int64(0), deck: $0.int64(1)) } }
            guard let current = card, current.nid == note else { return nil }
            return current.deck
        }
        let notes = try connection.prepare("SELECT id, guid, mid, flds FROM notes WHERE id > ? ORDER BY id")
        var after = Int64.min
        // A note whose flds SQLite refuses (past the length limit, even when
        // computed) fails its step: it is skipped by id and the read goes on after it.
        while true {
            try notes.bind([.integer(after)])
            do {
                while let row = try clock.step(notes) {
                    guard case .integer(let id) = row.value(0) else { throw damaged("a note's id is not a number") }
                    after = id
                    // A note with no card is in no deck: nothing to import.
                    guard let did = try deck(of: id) else { continue }
                    let deckName = (decks[did] ?? "\(did)").terminalSafe
                    let mid = row.int64(2)
                    guard types.known.contains(mid) else {
                        try each(.note(AnkiNote(guid: row.optionalText(1), fields: [], isCloze: false, deck: deckName)))
                        continue
                    }
                    guard let flds = String(validating: row.blob(3), as: UTF8.self) else {
                        try each(.skipped(name: try name(of: id, connection), deck: deckName))
                        continue
                    }
                    let fields = flds.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
                    try each(.note(AnkiNote(guid: row.optionalText(1), fields: fields, isCloze: types.cloze.contains(mid), deck: deckName)))
                }
                return
            } catch let error as SqliteError where error.code & 0xFF == SQLITE_TOOBIG {
                let next = try connection.prepare("SELECT id FROM notes WHERE id > ? ORDER BY id LIMIT 1")
                try next.bind([.integer(after)])
                // Each round moves past one note, so a hostile table cannot loop.
                guard let found = try clock.step(next), case .integer(let id) = found.value(0), id > after else { throw error }
                next.reset()
                after = id
                guard let did = try deck(of: id) else { continue }
                try each(.skipped(name: try name(of: id, connection), deck: (decks[did] ?? "\(did)").terminalSafe))
            }
        }
    }

    /// A skipped note for the player: its id and the start of its sort
    /// field, terminal-safe (the field left out when SQLite cannot read it).
    private func name(of id: Int64, _ connection: Sqlite) throws -> String {
        let statement = try connection.prepare("SELECT CAST(substr(sfld, 1, 40) AS BLOB) FROM notes WHERE id = ?")
        let start: String? = try? {
            try statement.bind([.integer(id)])
            defer { statement.reset() }
            return try statement.step().map { String(decoding: $0.blob(0), as: UTF8.self) }
        }()
        let text = (start ?? "").terminalSafe.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let clipped = text.count > 30 ? String(text.prefix(30)) + "…" : text
        return clipped.isEmpty ? "\(id)" : "\(id) “\(clipped)”"
    }

    func damaged(_ reason: String) -> AnkiImportError {
        AnkiImportError(file: file, problem: .damaged(reason: reason))
    }

    /// The player's words for what SQLite refused.
    private func problem(_ error: SqliteError) -> AnkiImportError {
        switch error.code & 0xFF {
        case SQLITE_INTERRUPT:
            AnkiImportError(file: file, problem: .tooSlow(seconds: Int(stepBudget.components.seconds)))
        case SQLITE_NOMEM:
            AnkiImportError(file: file, problem: .tooMuchMemory(megabytes: Int(heapLimit >> 20)))
        default:
            damaged("SQLite: \(error.message)")
        }
    }
}

/// SQLite's hard heap limit, held while any collection is read: the first
/// reader sets it and keeps the limit it replaced, the last one puts that
/// back. Readers on several threads at once (tests do) would otherwise
/// restore each other's limit and leave one set for good.
private enum HeapLimitLease {
    private static let state = Mutex<(readers: Int, previous: Int64)>((0, 0))

    static func acquire(_ bytes: Int64) {
        state.withLock { state in
            if state.readers == 0 { state.previous = Sqlite.setHardHeapLimit(bytes) }
            state.readers += 1
        }
    }

    static func release() {
        state.withLock { state in
            state.readers -= 1
            if state.readers == 0 { Sqlite.setHardHeapLimit(state.previous) }
        }
    }
}

/// When the current statement step began, for the progress handler that
/// stops one past its budget. Only the reading thread touches it.
private final class StepClock {
    let budget: Duration
    private var started = ContinuousClock.now

    init(budget: Duration) { self.budget = budget }

    var isPastBudget: Bool { ContinuousClock.now - started > budget }

    func step(_ statement: SqliteStatement) throws(SqliteError) -> SqliteRow? {
        started = ContinuousClock.now
        return try statement.step()
    }
}

/// Reads the kind of a schema-18 note type from its `config` protobuf
/// (`NotetypeConfig`: field 1, a varint, 1 for cloze). Only the wire format
/// is walked; every other field is skipped.
enum NotetypeKind {
    static func isCloze(hexConfig: String) -> Bool {
        isCloze(config: bytes(fromHex: hexConfig))
    }

    static func isCloze(config bytes: [UInt8]) -> Bool {
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
