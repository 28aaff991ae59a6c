import FoundationEssentials
import QuizPlatform
import Sqlite

/// The one row of `statistics`: `Statistics` as JSON (its dates as
/// `Date`'s own seconds, so they come back exactly).
enum StatisticsRow {
    static func load(from database: Sqlite) throws -> Statistics {
        guard let row = try database.run("SELECT body FROM statistics WHERE id = 1").first, case .blob(let body) = row[0] else {
            return Statistics()
        }
        do {
            return try JSONDecoder().decode(Statistics.self, from: Data(body))
        } catch {
            throw QuizStoreError.undecodable(what: "statistics", key: "1")
        }
    }

    static func store(_ statistics: Statistics, in database: Sqlite) throws {
        let body = try JSONEncoder().encode(statistics)
        try database.run("INSERT OR REPLACE INTO statistics (id, body) VALUES (1, ?)", .blob(Array(body)))
    }
}
