import Foundation
import QuizPlatform
import Sqlite
import Testing

@testable import QuizStore

/// The statistics are rows: every field comes back exactly, the daily
/// challenge's days one a line in a column of their own.
@Suite struct StatisticsRowTests {
    static func database() throws -> Sqlite {
        let database = try Sqlite(path: ":memory:")
        _ = try Migrator.migrate(database)
        return database
    }

    static func statistics(days: [String]) -> Statistics {
        var statistics = Statistics()
        for game in Fixtures.everyMode { statistics.record(game) }
        statistics.dailyDays = DailyDays(days)
        return statistics
    }

    @Test(arguments: [
        [], ["2026-11-25"], (0..<1000).map { UTCDay(number: 19_000 + $0).isoText }, ["2026-11-25", "edited by hand"],
        ["edited\r", "2026-11-25", "день"],
    ])
    func everythingComesBackAsItWas(days: [String]) throws {
        let database = try Self.database()
        let statistics = Self.statistics(days: days)
        #expect(statistics.players != nil && statistics.overall.best != nil && statistics.modes.count == Fixtures.everyMode.count)
        #expect(statistics.records.count == 3, "yes/no, classic and the Millionaire ladder")
        try StatisticsRow.store(statistics, in: database)
        #expect(try StatisticsRow.load(from: database) == statistics)
        let column = try database.run("SELECT daily_days FROM statistics").first?[0]
        #expect(column == .text(days.joined(separator: "\n")), "kept in their own column")
    }

    @Test func noStatisticsAreTheEmptyOnes() throws {
        #expect(try StatisticsRow.load(from: try Self.database()) == Statistics())
    }

    @Test func storingAgainReplacesEveryRow() throws {
        let database = try Self.database()
        try StatisticsRow.store(Self.statistics(days: ["2026-11-25"]), in: database)
        var fewer = Statistics()
        fewer.record(Fixtures.classic())
        try StatisticsRow.store(fewer, in: database)
        #expect(try StatisticsRow.load(from: database) == fewer)
    }

    /// A day edited by hand with a line break in it names no day, so never
    /// counts: it is kept as one line, its break a space.
    @Test func aDayWithALineBreakStaysOneDay() throws {
        let database = try Self.database()
        try StatisticsRow.store(Self.statistics(days: ["2026-11-25", "two\nlines"]), in: database)
        #expect(try StatisticsRow.load(from: database).dailyDays.texts == ["2026-11-25", "two lines"])
    }

    /// Split as bytes, a text ending in a carriage return stays apart from
    /// the next: as Characters, "\r\n" is one grapheme and no line break.
    @Test func linesAreSplitOnBytesNotGraphemes() {
        #expect(StatisticsRow.linesSplitAsBytes("edited\r\n2026-11-25\nдень\n") == ["edited\r", "2026-11-25", "день", ""])
        #expect(StatisticsRow.linesSplitAsBytes("") == [])
    }
}
