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
    static let ankiTables = ["notes", "cards", "col", "notetypes", "decks", "fields", "templates", "revlog"]

    /// What one note read as: its fields, or why it was skipped.
    enum Read {
        case note(AnkiNote)
        /// Fields that are not UTF-8 or past the length limit: `name` is its
        /// id and the start of its sort field.
        case skipped(name: String, deck: String)
        /// A review of a card, after every note (`AnkiCollectionReader+Reviews`).
        case review(ImportedReview)
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
            // Notes and cards are read once, in order: SQLite's default 2 MB
            // page cache would only hold pages never read again (a 30,000-card
            // deck's import peaked 1.1 MB higher with it).
            try connection.execute("PRAGMA cache_size = -256")
            try refuseViews(connection, clock)
            let (types, decks) = try noteTypesAndDecks(connection, clock)
            try mergeNotesAndCards(connection, clock, types: types, decks: decks, each)
            try forEachReview(connection, clock, clozeTypes: types.cloze, decks: decks, each)
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
        /// Names, fields and templates, by id; a note type without them is read field 1 → field 2.
        var defined: [Int64: AnkiNoteType] = [:]

        mutating func add(id: Int64, name: String, isCloze: Bool) {
            known.insert(id)
            if isCloze { cloze.insert(id) }
            defined[id] = AnkiNoteType(name: name, isCloze: isCloze, fieldNames: [], templates: [])
        }
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
                "SELECT m.key, json_extract(m.value, '$.type'), json_extract(m.value, '$.name') FROM col, json_each(col.models) AS m")
            while let row = try clock.step(models) {
                guard let id = Int64(row.text(0)) else { continue }
                types.add(id: id, name: row.text(2), isCloze: !row.isNull(1) && row.value(1) == .integer(1))
            }
            let fields = try connection.prepare(
                """
                SELECT m.key, json_extract(f.value, '$.name') FROM col, json_each(col.models) AS m, json_each(m.value, '$.flds') AS f
                WHERE json_type(m.value, '$.flds') = 'array' ORDER BY m.key, f.key
                """)
            while let row = try clock.step(fields) {
                guard let id = Int64(row.text(0)) else { continue }
                types.defined[id]?.fieldNames.append(row.text(1))
            }
            let templates = try connection.prepare(
                """
                SELECT m.key, json_extract(t.value, '$.name'), json_extract(t.value, '$.qfmt'), json_extract(t.value, '$.afmt')
                FROM col, json_each(col.models) AS m, json_each(m.value, '$.tmpls') AS t
                WHERE json_type(m.value, '$.tmpls') = 'array' ORDER BY m.key, t.key
                """)
            while let row = try clock.step(templates) {
                guard let id = Int64(row.text(0)) else { continue }
                types.defined[id]?.templates.append(AnkiCardTemplate(name: row.text(1), question: row.text(2), answer: row.text(3)))
            }
            let deckRows = try connection.prepare("SELECT d.key, json_extract(d.value, '$.name') FROM col, json_each(col.decks) AS d")
            while let row = try clock.step(deckRows) {
                guard let id = Int64(row.text(0)) else { continue }
                guard case .text(let name) = row.value(1) else { throw damaged("col.decks has a deck without a name") }
                if decks[id] == nil { decks[id] = name }
            }
        case .some(15...18):
            let notetypes = try connection.prepare("SELECT id, config, name FROM notetypes ORDER BY id")
            while let row = try clock.step(notetypes) {
                types.add(id: row.int64(0), name: row.text(2), isCloze: NotetypeKind.isCloze(config: row.blob(1)))
            }
            let fields = try connection.prepare("SELECT ntid, name FROM fields ORDER BY ntid, ord")
            while let row = try clock.step(fields) { types.defined[row.int64(0)]?.fieldNames.append(row.text(1)) }
            let templates = try connection.prepare("SELECT ntid, name, config FROM templates ORDER BY ntid, ord")
            while let row = try clock.step(templates) {
                let formats = ProtobufFields.strings(1, 2, in: row.blob(2))
                types.defined[row.int64(0)]?.templates.append(
                    AnkiCardTemplate(name: row.text(1), question: formats[0], answer: formats[1]))
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
    /// cards (by `ord`) without a query per note.
    private func mergeNotesAndCards(
        _ connection: Sqlite, _ clock: StepClock, types: NoteTypes, decks: [Int64: String], _ each: (Read) throws -> Void
    ) throws {
        // Each deck's name made terminal-safe once, not once a card.
        let safeDecks = decks.mapValues(\.terminalSafe)
        // The cards are sorted in SQLite's memory: their ids ride along only
        // when a template shows one ({{CardID}}), which keeps the sort small.
        let showsCardID = types.defined.values.contains { $0.templates.contains { $0.references.contains("CardID") } }
        let cardRows = try connection.prepare(
            "SELECT nid, ord, CASE WHEN odid != 0 THEN odid ELSE did END, \(showsCardID ? "id" : "0") FROM cards ORDER BY nid, ord")
        func nextCard() throws -> (nid: Int64, card: AnkiNoteCard)? {
            try clock.step(cardRows).map { row in
                let did = row.int64(2)
                return (
                    row.int64(0), AnkiNoteCard(ordinal: Int(clamping: row.int64(1)), deck: safeDecks[did] ?? "\(did)", id: row.int64(3))
                )
            }
        }
        var card = try nextCard()
        /// The note's cards, by ord; empty for a note without a card.
        func cards(of note: Int64) throws -> [AnkiNoteCard] {
            while let current = card, current.nid < note { card = try nextCard() }
            var found: [AnkiNoteCard] = []
            while let current = card, current.nid == note {
                found.append(current.card)
                card = try nextCard()
            }
            return found
        }
        // Collections written by other tools may have no tags column.
        let tagsColumn = try hasColumn("tags", in: "notes", connection, clock) ? "tags" : "''"
        let notes = try connection.prepare("SELECT id, guid, mid, flds, \(tagsColumn) FROM notes WHERE id > ? ORDER BY id")
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
                    let noteCards = try cards(of: id)
                    guard let first = noteCards.first else { continue }
                    let mid = row.int64(2)
                    guard types.known.contains(mid) else {
                        try each(.note(AnkiNote(guid: row.optionalText(1), fields: [], isCloze: false, deck: first.deck)))
                        continue
                    }
                    guard let flds = String(validating: row.blob(3), as: UTF8.self) else {
                        try each(.skipped(name: try name(of: id, connection), deck: first.deck))
                        continue
                    }
                    // Parted as bytes: the separator is a control character, never inside a character.
                    let fields = flds.utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(Substring($0)) }
                    var note = AnkiNote(guid: row.optionalText(1), fields: fields, isCloze: types.cloze.contains(mid), deck: first.deck)
                    note.tags = row.text(4).unicodeScalars.split(whereSeparator: \.isUnicodeWhiteSpace).map { String($0) }
                    note.noteType = types.defined[mid]
                    note.cards = noteCards
                    try each(.note(note))
                }
                return
            } catch let error as SqliteError where error.code & 0xFF == SQLITE_TOOBIG {
                let next = try connection.prepare("SELECT id FROM notes WHERE id > ? ORDER BY id LIMIT 1")
                try next.bind([.integer(after)])
                // Each round moves past one note, so a hostile table cannot loop.
                guard let found = try clock.step(next), case .integer(let id) = found.value(0), id > after else { throw error }
                next.reset()
                after = id
                guard let first = try cards(of: id).first else { continue }
                try each(.skipped(name: try name(of: id, connection), deck: first.deck))
            }
        }
    }

    func hasColumn(_ column: String, in table: String, _ connection: Sqlite, _ clock: StepClock) throws -> Bool {
        let statement = try connection.prepare("SELECT 1 FROM pragma_table_info(?) WHERE name = ?")
        try statement.bind([.text(table), .text(column)])
        defer { statement.reset() }
        return try clock.step(statement) != nil
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

/// Reads the kind of a schema-18 note type from its `config` protobuf
/// (`NotetypeConfig`: field 1, a varint, 1 for cloze).
enum NotetypeKind {
    static func isCloze(hexConfig: String) -> Bool {
        isCloze(config: ProtobufFields.bytes(fromHex: hexConfig))
    }

    static func isCloze(config bytes: [UInt8]) -> Bool {
        ProtobufFields.varint(1, in: bytes) == 1
    }
}
