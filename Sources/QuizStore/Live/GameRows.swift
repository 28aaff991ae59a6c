import FoundationEssentials
import QuizPlatform
import Sqlite

/// A game's rows: `games`, `answers`, `party_players`, `party_answers`.
/// Every column of `GameRecord` is written here and read back here, in one
/// place, so adding a field is one edit on each side.
enum GameRows {
    static let columns =
        "seq, id, mode, source, started_at, finished_at, outcome, correct, total, prize, daily, walk_away_hints, player_count"

    // MARK: Writing

    /// Inserts `game` with its answers and players; false when a game of
    /// that id is saved already (nothing is written then).
    static func insert(_ game: GameRecord, into database: Sqlite) throws(SqliteError) -> Bool {
        try database.cached(
            """
            INSERT INTO games (id, mode, source, started_at, finished_at, outcome, correct, total, prize, daily,
                               walk_away_hints, player_count)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
            """
        ).run([
            .text(game.id.uuidString), .text(game.mode.rawValue), .text(game.source),
            .real(game.startedAt.timeIntervalSinceReferenceDate), .real(game.finishedAt.timeIntervalSinceReferenceDate),
            .text(game.outcome.rawValue), .int(game.correct), .int(game.total), .int(game.prize), .optionalText(game.daily),
            .optionalText(game.walkAwayHints.map { JSONStringArray.encode($0.map(\.rawValue)) }),
            game.players.map { .int($0.count) } ?? .null,
        ])
        guard database.changes == 1 else { return false }
        let seq = database.lastInsertRowID
        let answer = try database.cached(
            """
            INSERT INTO answers (game_seq, position, question, subject, options, correct_answer, chosen_answer, is_correct,
                                 seconds, hints, question_id, category, difficulty, rating)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let asked = try database.cached("INSERT OR IGNORE INTO asked_questions (question_id) VALUES (?)")
        for (position, record) in game.answers.enumerated() {
            if let id = record.questionID { try asked.run([.text(id)]) }
            try answer.run([
                .integer(seq), .int(position), .text(record.question), .optionalText(record.subject),
                .text(JSONStringArray.encode(record.options)), .text(record.correctAnswer), .optionalText(record.chosenAnswer),
                .bool(record.isCorrect), .real(record.seconds), .text(JSONStringArray.encode(record.hints.map(\.rawValue))),
                .optionalText(record.questionID), .optionalText(record.category), .optionalText(record.difficulty?.rawValue),
                record.rating.map { .int($0.rawValue) } ?? .null,
            ])
        }
        guard let players = game.players else { return true }
        let player = try database.cached(
            "INSERT INTO party_players (game_seq, position, name, points, correct) VALUES (?, ?, ?, ?, ?)")
        let partyAnswer = try database.cached(
            """
            INSERT INTO party_answers (game_seq, player, position, question, chosen_answer, is_correct, seconds, points)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (index, record) in players.enumerated() {
            try player.run([.integer(seq), .int(index), .text(record.name), .int(record.points), .int(record.correct)])
            for (position, answer) in record.answers.enumerated() {
                try partyAnswer.run([
                    .integer(seq), .int(index), .int(position), .int(answer.question), .optionalText(answer.chosenAnswer),
                    .bool(answer.isCorrect), .real(answer.seconds), .int(answer.points),
                ])
            }
        }
        return true
    }

    // MARK: Reading

    /// The games a statement selecting `columns` returns, each completed
    /// with its players and (with `answers`) its answers.
    static func games(_ statement: SqliteStatement, _ values: [SqliteValue], answers: Bool, in database: Sqlite) throws
        -> [GameRecord]
    {
        try selected(statement, values, answers: answers, in: database).map(\.game)
    }

    /// `games(_:_:answers:in:)`, each game with its `seq`.
    static func selected(_ statement: SqliteStatement, _ values: [SqliteValue], answers: Bool, in database: Sqlite) throws
        -> [(seq: Int64, game: GameRecord)]
    {
        try statement.bind(values)
        var found: [(seq: Int64, game: GameRecord, players: Int?)] = []
        while let row = try statement.step() { found.append(try game(in: row)) }
        // Reset before the answers are read: a statement left mid-way holds its read snapshot.
        statement.reset()
        return try found.map { seq, game, players in
            var game = game
            if answers { game.answers = try self.answers(of: seq, in: database) }
            if let players { game.players = try self.players(of: seq, count: players, in: database) }
            return (seq, game)
        }
    }

    /// A `games` row (its `columns`), without answers and players; with its
    /// `seq` and how many players it had (nil for a game of one).
    static func game(in row: SqliteRow) throws -> (seq: Int64, game: GameRecord, players: Int?) {
        let id = row.text(1)
        guard let uuid = UUID(uuidString: id), let mode = ModeKind(rawValue: row.text(2)),
            let outcome = Outcome(rawValue: row.text(6))
        else { throw QuizStoreError.undecodable(what: "games", key: id) }
        var walkAwayHints: [Hint]?
        if let text = row.optionalText(11) {
            guard let hints = hints(text) else { throw QuizStoreError.undecodable(what: "games", key: id) }
            walkAwayHints = hints
        }
        let game = GameRecord(
            id: uuid, mode: mode, source: row.text(3), startedAt: Date(timeIntervalSinceReferenceDate: row.double(4)),
            finishedAt: Date(timeIntervalSinceReferenceDate: row.double(5)), outcome: outcome, correct: row.int(7),
            total: row.int(8), prize: row.int(9), daily: row.optionalText(10), answers: [], walkAwayHints: walkAwayHints)
        return (row.int64(0), game, row.isNull(12) ? nil : row.int(12))
    }

    static func answers(of seq: Int64, in database: Sqlite) throws -> [AnswerRecord] {
        let statement = try database.cached(
            """
            SELECT question, subject, options, correct_answer, chosen_answer, is_correct, seconds, hints, question_id,
                   category, difficulty, rating
            FROM answers WHERE game_seq = ? ORDER BY position
            """)
        try statement.bind([.integer(seq)])
        defer { statement.reset() }
        var answers: [AnswerRecord] = []
        while let row = try statement.step() {
            let difficulty = row.optionalText(10)
            let rating = row.isNull(11) ? nil : ReviewRating(rawValue: row.int(11))
            guard let options = JSONStringArray.decode(row.text(2)), let hints = hints(row.text(7)),
                difficulty.map({ Difficulty(rawValue: $0) != nil }) ?? true, row.isNull(11) || rating != nil
            else { throw QuizStoreError.undecodable(what: "answers", key: "\(seq)/\(answers.count)") }
            answers.append(
                AnswerRecord(
                    question: row.text(0), subject: row.optionalText(1), options: options, correctAnswer: row.text(3),
                    chosenAnswer: row.optionalText(4), isCorrect: row.bool(5), seconds: row.double(6), hints: hints,
                    questionID: row.optionalText(8), category: row.optionalText(9), difficulty: difficulty.flatMap(Difficulty.init),
                    rating: rating))
        }
        return answers
    }

    static func players(of seq: Int64, count: Int, in database: Sqlite) throws -> [PartyPlayerRecord] {
        var players: [PartyPlayerRecord] = []
        let player = try database.cached("SELECT name, points, correct FROM party_players WHERE game_seq = ? ORDER BY position")
        try player.bind([.integer(seq)])
        while let row = try player.step() {
            players.append(PartyPlayerRecord(name: row.text(0), points: row.int(1), correct: row.int(2), answers: []))
        }
        player.reset()
        guard players.count == count else { throw QuizStoreError.undecodable(what: "party_players", key: "\(seq)") }
        let answer = try database.cached(
            """
            SELECT player, question, chosen_answer, is_correct, seconds, points
            FROM party_answers WHERE game_seq = ? ORDER BY player, position
            """)
        try answer.bind([.integer(seq)])
        defer { answer.reset() }
        while let row = try answer.step() {
            let index = row.int(0)
            guard players.indices.contains(index) else { throw QuizStoreError.undecodable(what: "party_answers", key: "\(seq)") }
            players[index].answers.append(
                PartyAnswer(
                    question: row.int(1), chosenAnswer: row.optionalText(2), isCorrect: row.bool(3), seconds: row.double(4),
                    points: row.int(5)))
        }
        return players
    }

    private static func hints(_ text: String) -> [Hint]? {
        guard let names = JSONStringArray.decode(text) else { return nil }
        let hints = names.compactMap(Hint.init(rawValue:))
        return hints.count == names.count ? hints : nil
    }
}
