import Foundation
import QuizPlatform
import Sqlite
import Testing

@testable import QuizStore

/// The settings are a row of typed columns: every setting comes back as
/// saved, and a value this version does not know costs only that setting.
@Suite struct SettingsRowTests {
    static var everyChange: Settings {
        var settings = Settings()
        settings.order = .sequential
        settings.feedbackDelay = 0.25
        settings.language = .ru
        settings.color = .never
        settings.difficulty = .hard
        settings.reviewFuzz = false
        settings.reviewNewPerDay = 7
        settings.posters = .off
        settings.accessible = true
        settings.accessibleTimer = .off
        return settings
    }

    @Test func everySettingComesBackAsSaved() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.loadSettings() == nil)
        try client.saveSettings(Self.everyChange)
        #expect(try client.loadSettings() == Self.everyChange)
        try client.saveSettings(Settings())
        #expect(try client.loadSettings() == Settings())
    }

    @Test func anUpdateChangesTheStoredSettingsOrTheDefaults() throws {
        let client = try QuizStoreClient.inMemory()
        try client.updateSettings { $0.reviewNewPerDay = 5 }
        try client.updateSettings { $0.accessible = true }
        var expected = Settings()
        expected.reviewNewPerDay = 5
        expected.accessible = true
        #expect(try client.loadSettings() == expected)
    }

    @Test func anUnknownValueCostsOnlyItsSetting() throws {
        let database = try Sqlite(path: ":memory:")
        try Migrator.migrate(database)
        try SettingsRow.store(Self.everyChange, in: database)
        _ = try database.run("UPDATE settings SET question_order = 'shuffled-by-a-newer-quizctl', language = 'fr'")
        var expected = Self.everyChange
        expected.order = Settings().order
        expected.language = nil
        #expect(try SettingsRow.load(from: database) == expected)
    }

    /// Schema 3 carries the JSON of schema 2 over in SQL: the settings
    /// document and the statistics' JSON become rows, equal to what
    /// `JSONDecoder` read from them; a value of the wrong type is the default.
    @Test func version3CarriesTheJSONOfVersion2Over() throws {
        let database = try Sqlite(path: ":memory:")
        try Migrator.migrate(database, steps: Array(Schema.migrations.prefix(2)))
        var settingsJSON = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.everyChange)) as! [String: Any]
        settingsJSON["color"] = 42
        _ = try database.run(
            "INSERT INTO documents (name, body) VALUES ('settings', ?)",
            .blob(Array(try JSONSerialization.data(withJSONObject: settingsJSON))))
        var statistics = Statistics()
        for game in Fixtures.everyMode { statistics.record(game) }
        statistics.dailyDays = DailyDays(["2026-11-24", "2026-11-25"])
        var body = statistics
        body.dailyDays = DailyDays()
        _ = try database.run(
            "INSERT INTO statistics (id, body, daily_days) VALUES (1, ?, ?)", .blob(Array(try JSONEncoder().encode(body))),
            .text("2026-11-24\n2026-11-25"))

        try Migrator.migrate(database)
        var expected = Self.everyChange
        expected.color = Settings().color
        #expect(try SettingsRow.load(from: database) == expected)
        #expect(try StatisticsRow.load(from: database) == statistics)
        #expect(try database.run("SELECT count(*) FROM documents WHERE name = 'settings'") == [[.integer(0)]])
    }
}
