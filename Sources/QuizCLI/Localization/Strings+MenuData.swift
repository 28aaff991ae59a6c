import QuizPlatform

/// Strings of the menus that reach your data: Results (review, delete) and
/// your questions (list, edit, remove, import).
extension Strings {
    // MARK: Results

    /// "Recent games (20)…"; `more` when older ones are not listed.
    public static func resultsGames(_ count: Int, more: Bool) -> LocalizedText {
        more
            ? LocalizedText(en: "Recent games (last \(count))…", ru: "Последние игры (\(count))…")
            : LocalizedText(en: "Games (\(count))…", ru: "Игры (\(count))…")
    }
    public static let resultsFindGame = LocalizedText(en: "Find a game by ID…", ru: "Найти игру по ID…")
    public static let resultsDeleteAll = LocalizedText(en: "Delete all games", ru: "Удалить все игры")
    public static let gameDelete = LocalizedText(en: "Delete this game", ru: "Удалить эту игру")
    /// Under a game's review in the menu's Results: scroll, delete, back.
    public static let reviewKeys = LocalizedText(
        en: "↑↓ PgUp PgDn · d delete · q back", ru: "↑↓ PgUp PgDn · d — удалить · q — назад")
    public static let gameIDPrompt = LocalizedText(en: "Game ID (its first characters are enough)", ru: "ID игры (хватит первых символов)")

    // MARK: Your questions

    public static let menuYourQuestions = LocalizedText(en: "Your questions", ru: "Ваши вопросы")

    public static func yourQuestionsTitle(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Your questions (\(count))", ru: "Ваши вопросы (\(count))")
    }
    public static let questionsWrite = LocalizedText(en: "Write new questions", ru: "Написать новые вопросы")
    public static let questionsImport = LocalizedText(en: "Import a file…", ru: "Импортировать файл…")
    public static let importPathPrompt = LocalizedText(
        en: "Path to the file (JSON, CSV, Aiken, GIFT or Moodle XML)", ru: "Путь к файлу (JSON, CSV, Aiken, GIFT или Moodle XML)")
    public static let questionsExport = LocalizedText(en: "Export to a file…", ru: "Экспортировать в файл…")
    public static let exportPathPrompt = LocalizedText(
        en: "File to write (.json or .csv)", ru: "Куда записать (файл .json или .csv)")
    public static let questionEdit = LocalizedText(en: "Edit", ru: "Изменить")
    public static let questionRemove = LocalizedText(en: "Remove", ru: "Удалить")

    public static func confirmRemoveQuestion(_ text: String) -> LocalizedText {
        LocalizedText(en: "Remove “\(text)”?", ru: "Удалить «\(text)»?")
    }

    public static func questionSaved(_ text: String) -> LocalizedText {
        LocalizedText(en: "Saved: \(text)", ru: "Сохранено: \(text)")
    }
}
