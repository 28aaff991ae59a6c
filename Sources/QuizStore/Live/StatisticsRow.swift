import FoundationEssentials
import QuizPlatform
import Sqlite

/// The one row of `statistics`: `Statistics` as JSON (its dates as
/// `Date`'s own seconds, so they come back exactly), and the daily
/// challenge's days in a column of their own, one "YYYY-MM-DD" a line:
/// decoding them from JSON strings cost `stats` several times the rest.
/// A row whose days are in the JSON (written before schema 2, or holding a
/// hand-edited day with a line break in it) is read as it is.
enum StatisticsRow {
    static func load(from database: Sqlite) throws -> Statistics {
        guard let row = try database.run("SELECT body, daily_days FROM statistics WHERE id = 1").first, case .blob(let body) = row[0]
        else {
            return Statistics()
        }
        var statistics: Statistics
        do {
            statistics = try JSONDecoder().decode(Statistics.self, from: Data(body))
        } catch {
            throw QuizStoreError.undecodable(what: "statistics", key: "1")
        }
        if case .text(let days) = row[1] { statistics.dailyDays = DailyDays(linesSplitAsBytes(days)) }
        return statistics
    }

    /// The lines of `text`, split on its UTF-8 bytes: a String split by
    /// Characters checks every one for grapheme breaks, and three years of
    /// days (1,000 lines) cost 5 of `quizctl stats`'s 11 million
    /// instructions. A newline byte is always a line break in UTF-8.
    static func linesSplitAsBytes(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    static func store(_ statistics: Statistics, in database: Sqlite) throws {
        let texts = statistics.dailyDays.texts
        var apart = statistics
        var days = SqliteValue.null
        if !texts.contains(where: { $0.contains("\n") }) {
            apart.dailyDays = DailyDays()
            days = .text(texts.joined(separator: "\n"))
        }
        let body = try JSONEncoder().encode(apart)
        try database.run("INSERT OR REPLACE INTO statistics (id, body, daily_days) VALUES (1, ?, ?)", .blob(Array(body)), days)
    }
}
