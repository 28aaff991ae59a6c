import Foundation
import QuizPlatform
import Sqlite
import Testing

@testable import QuizStore

/// The daily challenge's days are kept apart from the statistics' JSON, and
/// come back exactly, whether written so or (before schema 2) in the JSON.
@Suite struct StatisticsRowTests {
    static func database() throws -> Sqlite {
        let database = try Sqlite(path: ":memory:")
        _ = try Migrator.migrate(database)
        return database
    }

    static func statistics(days: [String]) -> Statistics {
        var statistics = Statistics()
        statistics.record(Fixtures.classic())
        statistics.dailyDays = DailyDays(days)
        return statistics
    }

    @Test(arguments: [[], ["2026-11-25"], (0..<1000).map { UTCDay(number: 19_000 + $0).isoText }, ["2026-11-25", "edited by hand"], ["edited\r", "2026-11-25", "день"]])
    func theDaysComeBackAsTheyWere(days: [String]) throws {
        let database = try Self.database()
        let statistics = Self.statistics(days: days)
        try StatisticsRow.store(statistics, in: database)
        #expect(try StatisticsRow.load(from: database) == statistics)
        let column = try database.run("SELECT daily_days FROM statistics").first?[0]
        #expect(column == .text(days.joined(separator: "\n")), "kept in their own column")
        let body = try database.run("SELECT body FROM statistics").first?[0]
        guard case .blob(let json) = body else {
            Issue.record("no body")
            return
        }
        #expect(!String(decoding: json, as: UTF8.self).contains("2026-11-25"), "not in the JSON as well")
    }

    /// Split as bytes, a text ending in a carriage return stays apart from
    /// the next: as Characters, "\r\n" is one grapheme and no line break.
    @Test func linesAreSplitOnBytesNotGraphemes() {
        #expect(StatisticsRow.linesSplitAsBytes("edited\r\n2026-11-25\nдень\n") == ["edited\r", "2026-11-25", "день", ""])
        #expect(StatisticsRow.linesSplitAsBytes("") == [])
    }

    @Test func aDayWithALineBreakStaysInTheJSON() throws {
        let database = try Self.database()
        let statistics = Self.statistics(days: ["2026-11-25", "two\nlines"])
        try StatisticsRow.store(statistics, in: database)
        #expect(try StatisticsRow.load(from: database) == statistics)
        #expect(try database.run("SELECT daily_days FROM statistics").first?[0] == .null)
    }

    @Test func aRowOfSchemaOneKeepsItsDaysInTheJSON() throws {
        let database = try Self.database()
        let statistics = Self.statistics(days: ["2026-11-24", "2026-11-25"])
        let body = try JSONEncoder().encode(statistics)
        _ = try database.run("INSERT INTO statistics (id, body) VALUES (1, ?)", .blob(Array(body)))
        #expect(try StatisticsRow.load(from: database) == statistics)
    }
}
