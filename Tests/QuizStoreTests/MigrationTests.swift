import Foundation
import Sqlite
import Testing

@testable import QuizStore

@Suite struct MigrationTests {
    @Test func aNewDatabaseIsBroughtFromVersionZeroToTheCurrentOne() throws {
        let database = try Sqlite(path: ":memory:")
        #expect(try Migrator.version(of: database) == 0)
        #expect(try Migrator.migrate(database) == 0)
        #expect(try Migrator.version(of: database) == Schema.version)
        let tables = try database.run("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").map { $0[0] }
        #expect(
            tables
                == [
                    "answers", "asked_questions", "card_states", "cards", "decks", "documents", "games", "movie_list", "movies",
                    "party_answers",
                    "party_players", "player_bests", "questions", "recent_accuracy", "review_events", "round_records", "settings",
                    "statistics",
                    "tallies",
                ].map(SqliteValue.text))
    }

    @Test func openingAgainRunsNoStepAndKeepsTheData() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let game = Fixtures.millionaire()
        do { _ = try QuizStoreClient.live(path: path).saveGame(game) }
        let database = try Sqlite(path: path)
        #expect(try Migrator.migrate(database) == Schema.version)
        #expect(try Migrator.version(of: database) == Schema.version)
        #expect(try QuizStoreClient.live(path: path).recentGames(limit: 5) == [game])
    }

    @Test func stepsRunInOrderEachInItsOwnTransaction() throws {
        let database = try Sqlite(path: ":memory:")
        let steps = ["CREATE TABLE a (x INTEGER) STRICT", "INSERT INTO a VALUES (1)", "this is not SQL"]
        #expect(throws: SqliteError.self) { try Migrator.migrate(database, steps: steps) }
        // The first two steps stay; the failed third left nothing behind.
        #expect(try Migrator.version(of: database) == 2)
        #expect(try database.run("SELECT x FROM a") == [[.integer(1)]])
        #expect(try Migrator.migrate(database, steps: Array(steps.prefix(2)) + ["INSERT INTO a VALUES (3)"]) == 2)
        #expect(try database.run("SELECT x FROM a ORDER BY x") == [[.integer(1)], [.integer(3)]])
    }

    @Test func aDatabaseFromANewerQuizctlIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        do {
            let database = try Sqlite(path: path)
            try database.execute("PRAGMA user_version = \(Schema.version + 1)")
        }
        #expect(throws: QuizStoreError.newerSchema(found: Schema.version + 1, supported: Schema.version)) {
            try QuizStoreClient.live(path: path)
        }
    }

    @Test func theFileIsInWALModeWithForeignKeysOn() throws {
        let folder = try TemporaryFolder()
        let database = try DatabaseOpening.open(path: folder.file("quizctl.db"))
        #expect(try database.run("PRAGMA journal_mode") == [[.text("wal")]])
        #expect(try database.run("PRAGMA foreign_keys") == [[.integer(1)]])
        #expect(try database.run("PRAGMA busy_timeout") == [[.integer(5000)]])
        #expect(try database.run("PRAGMA synchronous") == [[.integer(1)]])
    }

    @Test func version5BringsOverTheQuestionsOfTheLastThousandGames() throws {
        let database = try Sqlite(path: ":memory:")
        try Migrator.migrate(database, steps: Array(Schema.migrations.prefix(4)))
        // 1,002 games, each asking one question of its own; the two oldest are past the thousand.
        try database.execute(
            "INSERT INTO games (seq, id, mode, source, started_at, finished_at, outcome, correct, total, prize) VALUES "
                + (1...1002).map { "(\($0), 'G\($0)', 'classic', 'trivia', 0, 0, 'completed', 0, 1, 0)" }.joined(separator: ", "))
        try database.execute(
            "INSERT INTO answers (game_seq, position, question, options, correct_answer, is_correct, seconds, hints, question_id) VALUES "
                + (1...1002).map { "(\($0), 0, 'q', '[]', 'a', 0, 1, '[]', 'id\($0)')" }.joined(separator: ", "))
        try Migrator.migrate(database)
        let asked = try database.run("SELECT question_id FROM asked_questions").compactMap { row -> String? in
            if case .text(let id) = row[0] { id } else { nil }
        }
        #expect(asked.count == 1000)
        #expect(!asked.contains("id1") && !asked.contains("id2") && asked.contains("id3") && asked.contains("id1002"))
    }

    /// Schema 7 keeps a record per kind of round (issue 28), found again
    /// from the games kept and from each mode's record so far: the most
    /// right answers, the earlier of equals; a Millionaire game of any
    /// length is one ladder; a party or a review keeps none.
    @Test func version7FindsTheRecordOfEachKindOfRound() throws {
        let database = try Sqlite(path: ":memory:")
        try Migrator.migrate(database, steps: Array(Schema.migrations.prefix(6)))
        let games: [(String, Int, Int, Double)] = [
            ("yesno", 6, 10, 1), ("yesno", 6, 10, 2), ("yesno", 3, 10, 3), ("millionaire", 2, 2, 4), ("millionaire", 5, 6, 5),
            ("classic", 5, 5, 6), ("classic", 4, 10, 7), ("party", 9, 10, 8), ("review", 3, 3, 9),
        ]
        try database.execute(
            "INSERT INTO games (seq, id, mode, source, started_at, finished_at, outcome, correct, total, prize) VALUES "
                + games.enumerated().map { index, game in
                    "(\(index + 1), 'G\(index)', '\(game.0)', 'trivia', 0, \(game.3), 'completed', \(game.1), \(game.2), 0)"
                }.joined(separator: ", "))
        // The classic mode's record so far, from a 10-question game since deleted.
        try database.execute(
            """
            INSERT INTO tallies (mode, games_played, total_correct, total_questions, best_correct, best_total, best_date, best_mode)
            VALUES ('classic', 3, 16, 25, 7, 10, 0.5, 'classic')
            """)
        try Migrator.migrate(database)
        let rows = try database.run("SELECT mode, questions, correct, total, date FROM round_records ORDER BY mode, questions")
        #expect(
            rows == [
                [.text("classic"), .integer(5), .integer(5), .integer(5), .real(6)],
                [.text("classic"), .integer(10), .integer(7), .integer(10), .real(0.5)],
                [.text("millionaire"), .integer(0), .integer(5), .integer(6), .real(5)],
                [.text("yesno"), .integer(10), .integer(6), .integer(10), .real(1)],
            ])
    }
}
