import QuizPlatform
import Sqlite

/// `Settings` as the one row of `settings` (schema 3), a typed column each.
/// A NULL, or a value this version does not know (a newer quizctl's, a hand
/// edit), reads as that setting's default, and only that one: the others
/// still load.
enum SettingsRow {
    static let columns = """
        question_order, feedback_delay, language, color, difficulty, review_fuzz, review_new_per_day, posters, accessible,
        accessible_timer
        """

    /// The stored settings, nil when none are.
    static func load(from database: Sqlite) throws -> Settings? {
        let statement = try database.cached("SELECT \(columns) FROM settings WHERE id = 1")
        defer { statement.reset() }
        guard let row = try statement.step() else { return nil }
        var settings = Settings()
        if let order = row.optionalText(0).flatMap(OrderKind.init(rawValue:)) { settings.order = order }
        if !row.isNull(1) { settings.feedbackDelay = row.double(1) }
        settings.language = row.optionalText(2).flatMap(Language.init(rawValue:))
        if let color = row.optionalText(3).flatMap(ColorChoice.init(rawValue:)) { settings.color = color }
        if let difficulty = row.optionalText(4).flatMap(DifficultySetting.init(rawValue:)) { settings.difficulty = difficulty }
        if !row.isNull(5) { settings.reviewFuzz = row.bool(5) }
        if !row.isNull(6) { settings.reviewNewPerDay = row.int(6) }
        if let posters = row.optionalText(7).flatMap(PosterSetting.init(rawValue:)) { settings.posters = posters }
        if !row.isNull(8) { settings.accessible = row.bool(8) }
        if let timer = row.optionalText(9).flatMap(AccessibleTimer.init(rawValue:)) { settings.accessibleTimer = timer }
        return settings
    }

    /// Stores every setting, in the caller's transaction.
    static func store(_ settings: Settings, in database: Sqlite) throws {
        try database.run(
            "INSERT OR REPLACE INTO settings (id, \(columns)) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            .text(settings.order.rawValue), .real(settings.feedbackDelay), .optionalText(settings.language?.rawValue),
            .text(settings.color.rawValue), .text(settings.difficulty.rawValue), .bool(settings.reviewFuzz),
            .int(settings.reviewNewPerDay), .text(settings.posters.rawValue), .bool(settings.accessible),
            .text(settings.accessibleTimer.rawValue))
    }
}
