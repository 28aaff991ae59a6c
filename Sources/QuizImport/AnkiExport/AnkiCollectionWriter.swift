import FoundationEssentials
import QuizPlatform
import Sqlite

/// Writes `collection.anki2`: an Anki collection of schema 11, the layout
/// every Anki since 2.1 imports (and 2.0 opens), with one note and one card
/// for each question and deck card, their review states and the review log.
///
/// Everything written follows from the content: ids from the question ids
/// and deck names, rows in a fixed order, every modification time the
/// export's, so the same data makes the same file.
struct AnkiCollectionWriter {
    let content: AnkiExportContent

    /// Notes and cards in the order written: each deck's cards as the deck
    /// keeps them, the decks in the order given, then your own questions.
    var notes: [AnkiExportNote] {
        var notes = content.decks.flatMap { deck in deck.cards.map { AnkiExportNote(card: $0, deck: deck.name) } }
        let deck = content.questionDeckName
        notes += content.questions.map { AnkiExportNote(question: $0, deck: deck) }
        return notes
    }

    /// The collection's creation: the UTC midnight of the export's day, or
    /// of an earlier due date, so every review card's day number is 0 or more.
    static func creation(now: Date, states: [ReviewCard]) -> Date {
        var earliest = now
        for state in states where state.phase == .review {
            if let due = state.due, due < earliest { earliest = due }
        }
        let seconds = Int64(earliest.timeIntervalSince1970.rounded(.down))
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return Date(timeIntervalSince1970: Double(day * 86_400))
    }

    /// Writes the collection to a new file at `path` (which must not exist). Returns how many notes.
    @discardableResult
    func write(to path: String) throws -> Int {
        let notes = notes
        let modified = Int64(content.now.timeIntervalSince1970.rounded(.down))
        let created = Self.creation(now: content.now, states: notes.compactMap { content.states[$0.questionID] })
        let decks = AnkiExportDecks(names: notes.map(\.deck))

        let database = try Sqlite(path: path)
        // No journal left beside it and no page written twice: the file is new, and a failure discards it.
        try database.execute("PRAGMA journal_mode = OFF")
        try database.execute("PRAGMA synchronous = OFF")
        try database.transaction {
            try database.execute(Self.schema)
            let configuration = AnkiCollectionConfiguration(modified: modified, nextPosition: notes.count + 1)
            try database.cached("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')").run([
                .integer(Int64(created.timeIntervalSince1970)), .integer(modified * 1000), .integer(modified * 1000),
                .text(configuration.conf.text),
                .text(AnkiJSON.object(AnkiExportNoteType.allCases.map { (String($0.id), $0.json(modified: modified)) }).text),
                .text(decks.json(modified: modified).text), .text(configuration.deckOptions.text),
            ])
            var noteIDs = AnkiIDAllocator()
            var cardIDs = AnkiIDAllocator()
            var guids: Set<String> = []
            var cardIDsByQuestion: [String: Int64] = [:]
            let insertNote = try database.cached("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, '')")
            let insertCard = try database.cached(
                "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)")
            for (position, note) in notes.enumerated() {
                let noteID = noteIDs.id(for: "note\u{1F}" + note.questionID)
                let cardID = cardIDs.id(for: "card\u{1F}" + note.questionID)
                cardIDsByQuestion[note.questionID] = cardID
                var attempt = 0
                var guid = AnkiIDAllocator.guid(for: note.questionID)
                while !guids.insert(guid).inserted {
                    attempt += 1
                    guid = AnkiIDAllocator.guid(for: note.questionID, attempt: attempt)
                }
                var tags: [String] = []
                for tag in note.tags where !tags.contains(tag) { tags.append(tag) }
                try insertNote.run([
                    .integer(noteID), .text(guid), .integer(note.type.id), .integer(modified),
                    .text(tags.isEmpty ? "" : " " + tags.joined(separator: " ") + " "), .text(note.fields.joined(separator: "\u{1F}")),
                    .text(note.sortField),
                ])
                let schedule = AnkiCardSchedule(content.states[note.questionID], position: position + 1, created: created)
                try insertCard.run([
                    .integer(cardID), .integer(noteID), .integer(decks.id(of: note.deck)), .integer(modified), .int(schedule.type),
                    .int(schedule.queue), .integer(schedule.due), .int(schedule.interval), .int(schedule.factor), .int(schedule.reps),
                    .int(schedule.lapses), .int(schedule.left), .text(schedule.data),
                ])
            }
            let insertReview = try database.cached("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, 0, ?)")
            for row in AnkiRevlogRow.rows(of: content.events, ids: cardIDsByQuestion) {
                try insertReview.run([
                    .integer(row.id), .integer(row.cardID), .int(row.ease), .int(row.interval), .int(row.lastInterval), .int(row.factor),
                    .int(row.kind),
                ])
            }
        }
        return notes.count
    }

    /// Anki's schema 11: the five tables and their indexes.
    static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
          odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """
}
