import FoundationEssentials
import QuizPlatform
import Sqlite

/// `decks` and `cards`.
enum DeckRows {
    static let columns = "seq, name, card_count, imported_at"

    /// Saves `deck` in place of the deck of its key: the deck row kept (or
    /// made), its cards replaced.
    static func save(_ deck: StoredDeck, in database: Sqlite) throws(SqliteError) {
        let rows = try database.cached(
            """
            INSERT INTO decks (key, name, card_count, imported_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET name = excluded.name, card_count = excluded.card_count,
                                            imported_at = excluded.imported_at
            RETURNING seq
            """
        ).rows([
            .text(deck.summary.key), .text(deck.summary.name), .int(deck.summary.cardCount),
            .real(deck.summary.importedAt.timeIntervalSinceReferenceDate),
        ])
        guard case .integer(let seq) = rows.first?.first else {
            throw SqliteError.other(code: 1, message: "no deck row returned")
        }
        try database.run("DELETE FROM cards WHERE deck_seq = ?", .integer(seq))
        let insert = try database.cached(
            "INSERT INTO cards (deck_seq, position, id, front, back, kind, external_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (position, card) in deck.cards.enumerated() {
            try insert.run([
                .integer(seq), .int(position), .text(card.id), .text(card.front), .text(card.back), .text(card.kind.rawValue),
                .optionalText(card.externalID),
            ])
        }
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
        let statement = try database.cached(
            "SELECT id, front, back, kind, external_id FROM cards WHERE deck_seq = ? ORDER BY position")
        try statement.bind([.integer(seq)])
        defer { statement.reset() }
        var cards: [StoredCard] = []
        while let row = try statement.step() {
            guard let kind = DeckCard.Kind(rawValue: row.text(3)) else {
                throw QuizStoreError.undecodable(what: "cards", key: row.text(0))
            }
            cards.append(StoredCard(id: row.text(0), front: row.text(1), back: row.text(2), kind: kind, externalID: row.optionalText(4)))
        }
        return cards
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
