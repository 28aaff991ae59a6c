import FoundationEssentials
import QuizPlatform
import Sqlite

/// `decks` and `cards`.
enum DeckRows {
    static let columns = "seq, name, card_count, imported_at"

    /// Saves `deck` in place of the deck of its key: the deck row kept (or
    /// made), its cards replaced.
    static func save(_ deck: StoredDeck, in database: Sqlite) throws(SqliteError) {
        let seq = try saveSummary(deck.summary, in: database)
        try database.run("DELETE FROM cards WHERE deck_seq = ?", .integer(seq))
        let insert = try database.cached(
            "INSERT INTO cards (deck_seq, position, id, front, back, kind, external_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (position, card) in deck.cards.enumerated() {
            try insert.run([.integer(seq)] + values(of: card, at: position))
        }
    }

    /// A card's columns after its deck's: position, id, front, back, kind, external id.
    static func values(of card: StoredCard, at position: Int) -> [SqliteValue] {
        [.int(position), .text(card.id), .text(card.front), .text(card.back), .text(card.kind.rawValue), .optionalText(card.externalID)]
    }

    /// The deck row of the summary's key, made or updated; returns its seq.
    static func saveSummary(_ summary: DeckSummary, in database: Sqlite) throws(SqliteError) -> Int64 {
        let rows = try database.cached(
            """
            INSERT INTO decks (key, name, card_count, imported_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET name = excluded.name, card_count = excluded.card_count,
                                            imported_at = excluded.imported_at
            RETURNING seq
            """
        ).rows([
            .text(summary.key), .text(summary.name), .int(summary.cardCount),
            .real(summary.importedAt.timeIntervalSinceReferenceDate),
        ])
        guard case .integer(let seq) = rows.first?.first else {
            throw SqliteError.other(code: 1, message: "no deck row returned")
        }
        return seq
    }

    static func summaries(_ statement: SqliteStatement, _ values: [SqliteValue]) throws(SqliteError) -> [(
        seq: Int64, summary: DeckSummary
    )] {
        try statement.bind(values)
        defer { statement.reset() }
        var summaries: [(seq: Int64, summary: DeckSummary)] = []
        while let row = try statement.step() {
            let summary = DeckSummary(
                name: row.text(1), cardCount: row.int(2), importedAt: Date(timeIntervalSinceReferenceDate: row.double(3)))
            summaries.append((row.int64(0), summary))
        }
        return summaries
    }

    static func cards(of seq: Int64, in database: Sqlite) throws -> [StoredCard] {
        var cards: [StoredCard] = []
        try forEachCard(
            database.cached("SELECT id, front, back, kind, external_id FROM cards WHERE deck_seq = ? ORDER BY position"), [.integer(seq)]
        ) { cards.append($0) }
        return cards
    }

    /// Each card a statement selects (id, front, back, kind, external id), one at a time.
    static func forEachCard(_ statement: SqliteStatement, _ values: [SqliteValue], _ body: (StoredCard) throws -> Void) throws {
        try statement.bind(values)
        defer { statement.reset() }
        while let row = try statement.step() {
            guard let kind = DeckCard.Kind(rawValue: row.text(3)) else {
                throw QuizStoreError.undecodable(what: "cards", key: row.text(0))
            }
            try body(StoredCard(id: row.text(0), front: row.text(1), back: row.text(2), kind: kind, externalID: row.optionalText(4)))
        }
    }
}

extension LiveStore {
    func saveDecks(_ decks: [StoredDeck]) throws {
        try database.write { database in
            for deck in decks { try DeckRows.save(deck, in: database) }
        }
    }

    func deckSummaries() throws -> [DeckSummary] {
        try database.withConnection { database in
            try DeckRows.summaries(database.cached("SELECT \(DeckRows.columns) FROM decks ORDER BY key, name"), []).map(\.summary)
        }
    }

    func deck(named name: String) throws -> StoredDeck? {
        try database.read { database in
            let found = try DeckRows.summaries(
                database.cached("SELECT \(DeckRows.columns) FROM decks WHERE key = ?"), [.text(DeckSummary.key(of: name))])
            guard let (seq, summary) = found.first else { return nil }
            return StoredDeck(summary: summary, cards: try DeckRows.cards(of: seq, in: database))
        }
    }

    func decks() throws -> [StoredDeck] {
        try database.read { database in
            try DeckRows.summaries(database.cached("SELECT \(DeckRows.columns) FROM decks ORDER BY key, name"), []).map {
                seq, summary in
                StoredDeck(summary: summary, cards: try DeckRows.cards(of: seq, in: database))
            }
        }
    }

    /// A deck can be asked when two of its answers differ
    /// (`ReviewCollection.answerKey`): most decks show it in their first two
    /// cards, so the answers are read only until then.
    func reviewCardIDs() throws -> [String] {
        try database.read { database in
            var ids: [String] = []
            let decks = try database.cached("SELECT seq FROM decks ORDER BY key, name").rows([])
            for case .integer(let seq) in decks.compactMap(\.first) {
                let backs = try database.cached("SELECT back FROM cards WHERE deck_seq = ? ORDER BY position")
                try backs.bind([.integer(seq)])
                var first: String?
                var playable = false
                while !playable, let row = try backs.step() {
                    let key = ReviewCollection.answerKey(row.text(0))
                    if let first { playable = key != first } else { first = key }
                }
                backs.reset()
                guard playable else { continue }
                let cards = try database.cached("SELECT id FROM cards WHERE deck_seq = ? ORDER BY position")
                try cards.bind([.integer(seq)])
                defer { cards.reset() }
                while let row = try cards.step() { ids.append(row.text(0)) }
            }
            return ids
        }
    }

    func removeDeck(named name: String) throws -> DeckSummary? {
        try database.write { database in
            let key = DeckSummary.key(of: name)
            guard
                let (_, summary) = try DeckRows.summaries(
                    database.cached("SELECT \(DeckRows.columns) FROM decks WHERE key = ?"), [.text(key)]
                ).first
            else { return nil }
            try database.run("DELETE FROM decks WHERE key = ?", .text(key))
            return summary
        }
    }
}

extension LiveStore {
    /// An import's transaction: its new cards are written as they come (a
    /// deck is never held in memory) under a staging deck of their own, the
    /// old deck's are read where they are, and `replace` deletes the old
    /// deck and gives the staging deck its name: no card is copied twice,
    /// and nothing goes to a temporary file (a million cards staged in a
    /// TEMP table took 100 MB of the temp folder). A throw rolls back the lot.
    ///
    /// The page cache is made small meanwhile: a 30,000-card deck would
    /// otherwise fill it (2 MB) with pages written once, and an import must
    /// take about the memory of a small one (issue 17).
    func importDecks(_ body: (DeckTransaction) throws -> Void) throws {
        try database.withConnection { database in
            try database.execute("PRAGMA cache_size = -256")
            defer { try? database.execute("PRAGMA cache_size = -2000") }
            try database.transaction(.immediate) { try stageDecks(in: database, body) }
        }
    }

    private func stageDecks(in database: Sqlite, _ body: (DeckTransaction) throws -> Void) throws {
        let oldCards = "SELECT id, front, back, kind, external_id FROM cards WHERE deck_seq = (SELECT seq FROM decks WHERE key = ?)"
        // Each deck's staging row and how many cards it has so far. Its key
        // starts with a control character, which no deck's name keeps.
        var staging: [String: (seq: Int64, written: Int)] = [:]
        func stagingDeck(_ key: String) throws -> (seq: Int64, written: Int) {
            if let found = staging[key] { return found }
            let seq = try DeckRows.saveSummary(
                DeckSummary(name: "\u{1}staging " + key, cardCount: 0, importedAt: Date(timeIntervalSinceReferenceDate: 0)),
                in: database)
            staging[key] = (seq, 0)
            return (seq, 0)
        }
        // Reviews a file keeps are spread as quizctl's own are (`review-fuzz`).
        let fuzz = try SettingsRow.load(from: database)?.reviewFuzz ?? Settings().reviewFuzz
        let transaction = DeckTransaction(
            forEachOldCard: { key, body in
                guard try database.cached("SELECT 1 FROM decks WHERE key = ?").rows([.text(key)]).first != nil else { return false }
                try DeckRows.forEachCard(database.cached(oldCards + " ORDER BY position"), [.text(key)], body)
                return true
            },
            oldCard: { key, position in
                var found: StoredCard?
                try DeckRows.forEachCard(database.cached(oldCards + " AND position = ?"), [.text(key), .int(position)]) { found = $0 }
                return found
            },
            add: { key, card in
                let deck = try stagingDeck(key)
                staging[key] = (deck.seq, deck.written + 1)
                try database.cached(
                    "INSERT INTO cards (deck_seq, position, id, front, back, kind, external_id) VALUES (?, ?, ?, ?, ?, ?, ?)"
                ).run([.integer(deck.seq)] + DeckRows.values(of: card, at: deck.written))
            },
            replace: { summary in
                let deck = try stagingDeck(summary.key)
                staging[summary.key] = nil
                // The old deck's cards go with it (ON DELETE CASCADE).
                try database.cached("DELETE FROM decks WHERE key = ?").run([.text(summary.key)])
                try database.cached("UPDATE decks SET key = ?, name = ?, card_count = ?, imported_at = ? WHERE seq = ?").run([
                    .text(summary.key), .text(summary.name), .int(summary.cardCount),
                    .real(summary.importedAt.timeIntervalSinceReferenceDate), .integer(deck.seq),
                ])
            },
            writtenCardIDs: { key in
                guard let deck = staging[key] else { return [:] }
                var ids: [String: String] = [:]
                let written = try database.cached("SELECT external_id, id FROM cards WHERE deck_seq = ? AND external_id IS NOT NULL")
                for row in try written.rows([.integer(deck.seq)]) {
                    if case .text(let external) = row[0], case .text(let id) = row[1] { ids[external] = ids[external] ?? id }
                }
                return ids
            },
            addReview: { cardID, at, rating in
                // The log is folded in order: a review older than the card's newest is not slipped in before it.
                let newest = try database.cached("SELECT max(at) FROM review_events WHERE card_id = ?").rows([.text(cardID)]).first?.first
                if case .integer(let seconds) = newest, Int64(at.timeIntervalSince1970) <= seconds { return false }
                return try ReviewRows.append([ReviewEvent(id: cardID, at: at, rating: rating, fuzz: fuzz)], to: database) == 1
            })
        try body(transaction)
        // Decks staged and never put in place (an import that kept the old one) leave nothing.
        for deck in staging.values { try database.cached("DELETE FROM decks WHERE seq = ?").run([.integer(deck.seq)]) }
    }
}
