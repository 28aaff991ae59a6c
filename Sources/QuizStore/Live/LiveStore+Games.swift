import FoundationEssentials
import QuizPlatform
import Sqlite

extension LiveStore {
    func saveGame(_ game: GameRecord, reviews: [ReviewEvent]) throws -> Statistics {
        try database.write { database in
            guard try GameRows.insert(game, into: database) else { return try StatisticsRow.load(from: database) }
            _ = try ReviewRows.append(reviews, to: database)
            var statistics = try StatisticsRow.load(from: database)
            statistics.record(game)
            try StatisticsRow.store(statistics, in: database)
            return statistics
        }
    }

    func games(_ query: GameQuery) throws -> [GameRecord] {
        guard query.limit > 0 else { return [] }
        return try database.read { database in
            let filter = query.mode == nil ? "" : "WHERE mode = ?"
            let statement = try database.cached(
                "SELECT \(GameRows.columns) FROM games \(filter) ORDER BY finished_at DESC, seq DESC LIMIT ? OFFSET ?")
            let values: [SqliteValue] = (query.mode.map { [.text($0.rawValue)] } ?? []) + [.int(query.limit), .int(max(0, query.offset))]
            return try GameRows.games(statement, values, answers: query.answers, in: database)
        }
    }

    /// Ids are uppercase UUID strings, so the ids starting with a prefix are
    /// one range of the `id` index: from the prefix up to the prefix
    /// followed by the highest ASCII character.
    func findGame(idPrefix: String) throws -> GameLookup {
        let prefix = idPrefix.uppercased()
        guard !prefix.isEmpty, prefix.utf8.count <= 36, prefix.utf8.allSatisfy(Self.isIDCharacter) else { return .notFound }
        return try database.read { database in
            let range: [SqliteValue] = [.text(prefix), .text(prefix + "\u{7F}")]
            let ids = try database.run("SELECT id FROM games WHERE id >= ? AND id < ? ORDER BY id LIMIT 5", range[0], range[1])
            guard ids.count > 1 else {
                guard ids.count == 1 else { return .notFound }
                let statement = try database.cached("SELECT \(GameRows.columns) FROM games WHERE id = ?")
                guard let game = try GameRows.games(statement, [ids[0][0]], answers: true, in: database).first else { return .notFound }
                return .found(game)
            }
            let count = try database.run("SELECT count(*) FROM games WHERE id >= ? AND id < ?", range[0], range[1])
            let examples = ids.compactMap { row -> UUID? in
                guard case .text(let id) = row[0] else { return nil }
                return UUID(uuidString: id)
            }
            guard case .integer(let total) = count.first?.first else { return .notFound }
            return .ambiguous(count: Int(total), examples: examples)
        }
    }

    private static func isIDCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// A delete by key: the game's answers and players go with it (ON DELETE
    /// CASCADE); the statistics keep it.
    func deleteGame(id: UUID) throws -> Bool {
        try database.write { database in
            try database.run("DELETE FROM games WHERE id = ?", .text(id.uuidString))
            return database.changes > 0
        }
    }

    /// Every table of the history emptied whole, with foreign keys off for
    /// the while: with them on, SQLite visits each game to cascade to its
    /// children, 5 s for 100k games; off, each table is truncated at once.
    /// The pragma is ignored inside a transaction, so it is set around it,
    /// holding the connection.
    func clearGames() throws -> Int {
        try database.withConnection { database in
            try database.execute("PRAGMA foreign_keys = OFF")
            defer { try? database.execute("PRAGMA foreign_keys = ON") }
            return try database.transaction {
                guard case .integer(let count) = try database.run("SELECT count(*) FROM games").first?.first else { return 0 }
                try database.execute(
                    "DELETE FROM party_answers; DELETE FROM party_players; DELETE FROM answers; DELETE FROM games; DELETE FROM asked_questions"
                )
                return Int(count)
            }
        }
    }

    /// The asked ids that begin with `prefix` (a range of the key), and
    /// those of `among` that were asked (a look-up each): never the whole
    /// table, which grows with every new question a long history asked.
    func askedQuestionIDs(prefix: String, among candidates: [String]) throws -> Set<String> {
        try database.withConnection { database in
            var ids = Set<String>()
            if !prefix.isEmpty {
                let range = try database.cached("SELECT question_id FROM asked_questions WHERE question_id >= ? AND question_id < ?")
                try range.bind([.text(prefix), .text(prefix + "\u{7F}")])
                defer { range.reset() }
                while let row = try range.step() { ids.insert(row.text(0)) }
            }
            let one = try database.cached("SELECT 1 FROM asked_questions WHERE question_id = ?")
            for id in candidates {
                try one.bind([.text(id)])
                defer { one.reset() }
                if try one.step() != nil { ids.insert(id) }
            }
            return ids
        }
    }

    func gameCount(mode: ModeKind?) throws -> Int {
        try database.withConnection { database in
            let rows =
                if let mode {
                    try database.run("SELECT count(*) FROM games WHERE mode = ?", .text(mode.rawValue))
                } else {
                    try database.run("SELECT count(*) FROM games")
                }
            guard case .integer(let count) = rows.first?.first else { return 0 }
            return Int(count)
        }
    }

    /// A page at a time by `seq`, so a game saved or deleted meanwhile
    /// neither repeats nor skips another.
    func forEachGame(answers: Bool, _ body: (GameRecord) throws -> Void) throws {
        var after: Int64 = 0
        while true {
            let page = try database.read { database in
                let statement = try database.cached("SELECT \(GameRows.columns) FROM games WHERE seq > ? ORDER BY seq LIMIT ?")
                return try GameRows.selected(statement, [.integer(after), .int(Self.pageSize)], answers: answers, in: database)
            }
            for (_, game) in page { try body(game) }
            guard let last = page.last, page.count == Self.pageSize else { return }
            after = last.seq
        }
    }

    func statistics() throws -> Statistics {
        try database.withConnection { try StatisticsRow.load(from: $0) }
    }
}
