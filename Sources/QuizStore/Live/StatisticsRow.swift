import FoundationEssentials
import QuizPlatform
import Sqlite

/// `Statistics` as rows (schema 3): the `statistics` row (the daily
/// challenge's days, one "YYYY-MM-DD" a line, and the last game folded in),
/// a `tallies` row for all modes ('') and for each mode, the recent
/// accuracies, the party players' records and the record of each kind of
/// round (schema 7). No JSON: decoding it was most of what `quizctl stats`
/// spent.
enum StatisticsRow {
    static func load(from database: Sqlite) throws -> Statistics {
        var statistics = Statistics()
        var found = false
        try forEachRow("SELECT daily_days, last_game_id FROM statistics WHERE id = 1", in: database) { row in
            found = true
            if let days = row.optionalText(0) { statistics.dailyDays = DailyDays(linesSplitAsBytes(days)) }
            statistics.lastGameID = row.optionalText(1).flatMap(UUID.init(uuidString:))
        }
        guard found else { return statistics }
        let tallies =
            "SELECT mode, games_played, total_correct, total_questions, best_correct, best_total, best_date, best_mode FROM tallies"
        try forEachRow(tallies, in: database) { row in
            var tally = Tally()
            tally.gamesPlayed = row.int(1)
            tally.totalCorrect = row.int(2)
            tally.totalQuestions = row.int(3)
            if !row.isNull(4), let mode = row.optionalText(7).flatMap(ModeKind.init(rawValue:)) {
                tally.best = BestGame(
                    correct: row.int(4), total: row.int(5), date: Date(timeIntervalSinceReferenceDate: row.double(6)), mode: mode)
            }
            let mode = row.text(0)
            if mode.isEmpty {
                statistics.overall = tally
            } else if let kind = ModeKind(rawValue: mode) {
                statistics.modes[kind] = tally
            }
        }
        try forEachRow("SELECT mode, questions, correct, total, date FROM round_records", in: database) { row in
            guard let mode = ModeKind(rawValue: row.text(0)) else { return }
            let kind = RoundKind(mode: mode, questions: mode == .millionaire ? nil : row.int(1))
            statistics.records[kind] = BestGame(
                correct: row.int(2), total: row.int(3), date: Date(timeIntervalSinceReferenceDate: row.double(4)), mode: mode)
        }
        try forEachRow("SELECT accuracy FROM recent_accuracy ORDER BY position", in: database) { row in
            statistics.recentAccuracy.append(row.double(0))
        }
        try forEachRow("SELECT key, name, games_played, wins, best_points, best_correct, best_date FROM player_bests", in: database) {
            row in
            statistics.players = statistics.players ?? [:]
            statistics.players?[row.text(0)] = PlayerBest(
                name: row.text(1), gamesPlayed: row.int(2), wins: row.int(3), bestPoints: row.int(4), bestCorrect: row.int(5),
                bestDate: Date(timeIntervalSinceReferenceDate: row.double(6)))
        }
        return statistics
    }

    private static func forEachRow(_ sql: String, in database: Sqlite, _ body: (SqliteRow) throws -> Void) throws {
        let statement = try database.cached(sql)
        defer { statement.reset() }
        while let row = try statement.step() { try body(row) }
    }

    /// Replaces every row of the statistics (a few dozen), in the caller's transaction.
    static func store(_ statistics: Statistics, in database: Sqlite) throws {
        try database.run(
            "INSERT OR REPLACE INTO statistics (id, daily_days, last_game_id) VALUES (1, ?, ?)",
            // A day's text is one line: a line break in one edited by hand
            // (which names no day, so never counts) becomes a space.
            .text(
                statistics.dailyDays.texts.map { $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
                    .joined(separator: "\n")),
            statistics.lastGameID.map { .text($0.uuidString) } ?? .null)
        try database.run("DELETE FROM tallies")
        let insertTally = """
            INSERT INTO tallies (mode, games_played, total_correct, total_questions, best_correct, best_total, best_date, best_mode)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        for (mode, tally) in [("", statistics.overall)] + statistics.modes.map({ ($0.key.rawValue, $0.value) }) {
            let best = tally.best
            try database.run(
                insertTally, .text(mode), .integer(Int64(tally.gamesPlayed)), .integer(Int64(tally.totalCorrect)),
                .integer(Int64(tally.totalQuestions)), best.map { .integer(Int64($0.correct)) } ?? .null,
                best.map { .integer(Int64($0.total)) } ?? .null, best.map { .real($0.date.timeIntervalSinceReferenceDate) } ?? .null,
                best.map { .text($0.mode.rawValue) } ?? .null)
        }
        try database.run("DELETE FROM recent_accuracy")
        for (position, accuracy) in statistics.recentAccuracy.enumerated() {
            try database.run("INSERT INTO recent_accuracy (position, accuracy) VALUES (?, ?)", .integer(Int64(position)), .real(accuracy))
        }
        try database.run("DELETE FROM round_records")
        for (kind, best) in statistics.records {
            try database.run(
                "INSERT INTO round_records (mode, questions, correct, total, date) VALUES (?, ?, ?, ?, ?)", .text(kind.mode.rawValue),
                .integer(Int64(kind.questions ?? 0)), .integer(Int64(best.correct)), .integer(Int64(best.total)),
                .real(best.date.timeIntervalSinceReferenceDate))
        }
        try database.run("DELETE FROM player_bests")
        for (key, best) in statistics.players ?? [:] {
            try database.run(
                """
                INSERT INTO player_bests (key, name, games_played, wins, best_points, best_correct, best_date)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                .text(key), .text(best.name), .integer(Int64(best.gamesPlayed)), .integer(Int64(best.wins)),
                .integer(Int64(best.bestPoints)), .integer(Int64(best.bestCorrect)), .real(best.bestDate.timeIntervalSinceReferenceDate))
        }
    }

    /// The lines of `text`, split on its UTF-8 bytes in one loop: a String
    /// split by Characters checks every one for grapheme breaks, and three
    /// years of days (1,000 lines) cost 5 of `quizctl stats`'s 11 million
    /// instructions; the generic split of its UTF-8 view still cost 1.4
    /// million. A newline byte is always a line break in UTF-8.
    static func linesSplitAsBytes(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }
}
