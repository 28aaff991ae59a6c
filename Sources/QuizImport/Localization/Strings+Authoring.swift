import FoundationEssentials
import QuizPlatform

/// Strings of question authoring: import and export of packs, pack and
/// plugin sources.
extension Strings {
    // MARK: Import: the file as a whole

    public static func importRejected(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) problem\(count == 1 ? "" : "s"); nothing was imported",
            ru: "\(count) \(russianPlural(count, one: "ошибка", few: "ошибки", many: "ошибок")); ничего не импортировано"
        )
    }

    public static func importCannotRead(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "cannot read the file: \(reason.en)", ru: "не удаётся прочитать файл: \(reason.ru)")
    }

    public static func importFileTooLarge(megabytes: Int) -> LocalizedText {
        LocalizedText(en: "the file is larger than \(megabytes) MB", ru: "файл больше \(megabytes) МБ")
    }

    public static let importNotUTF8 = LocalizedText(en: "the text is not UTF-8", ru: "текст не в кодировке UTF-8")
    public static let importEmptyFile = LocalizedText(en: "the file is empty", ru: "файл пуст")
    public static let importNoQuestions = LocalizedText(en: "the file holds no questions", ru: "в файле нет вопросов")

    public static func importUnknownDifficulty(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "unknown difficulty '\(value)'; use easy, medium or hard",
            ru: "неизвестная сложность «\(value)»; допустимо easy, medium или hard"
        )
    }

    // MARK: Import: JSON

    public static let importNotJSON = LocalizedText(en: "this is not valid JSON", ru: "это не корректный JSON")
    public static let importJSONShape = LocalizedText(
        en: "expected {\"questions\": [...]}, an Open Trivia DB response or The Trivia API's list",
        ru: "ожидался {\"questions\": [...]}, ответ Open Trivia DB или список The Trivia API"
    )

    public static func importTriviaResponseCode(_ code: Int) -> LocalizedText {
        LocalizedText(
            en: "the Open Trivia DB response has code \(code), not 0: it holds no questions",
            ru: "у ответа Open Trivia DB код \(code), а не 0: вопросов в нём нет"
        )
    }

    public static func importNotAList(_ key: String) -> LocalizedText {
        LocalizedText(en: "'\(key)' must be a list", ru: "«\(key)» должен быть списком")
    }

    public static let importEntryNotObject = LocalizedText(
        en: "a question must be an object {\"text\": …}",
        ru: "вопрос должен быть объектом {\"text\": …}"
    )

    public static func importMissingField(_ key: String) -> LocalizedText {
        LocalizedText(en: "'\(key)' is missing", ru: "нет поля «\(key)»")
    }

    public static func importFieldNotText(_ key: String) -> LocalizedText {
        LocalizedText(en: "'\(key)' must be text", ru: "«\(key)» должно быть строкой")
    }

    public static func importFieldNotList(_ key: String) -> LocalizedText {
        LocalizedText(en: "'\(key)' must be a list of texts", ru: "«\(key)» должно быть списком строк")
    }

    // MARK: Import: CSV

    public static let importCSVStrayQuote = LocalizedText(
        en: "a quote inside a field that is not quoted, or text after a closing quote",
        ru: "кавычка внутри поля без кавычек или текст после закрывающей кавычки"
    )

    public static let importCSVUnclosedQuote = LocalizedText(
        en: "a quote opened here is never closed", ru: "открытая здесь кавычка нигде не закрыта"
    )

    public static func importCSVTooFewColumns(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) column\(count == 1 ? "" : "s"); at least text, correct and incorrect1 are needed",
            ru: "столбцов: \(count); нужны как минимум text, correct и incorrect1"
        )
    }

    public static func importCSVTooManyColumns(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) columns; at most 7: text,correct,incorrect1,incorrect2,incorrect3,category,difficulty",
            ru: "столбцов: \(count); не больше 7: text,correct,incorrect1,incorrect2,incorrect3,category,difficulty"
        )
    }

    // MARK: Import: Aiken

    public static let importAikenAnswerWithoutQuestion = LocalizedText(
        en: "an ANSWER: line with no question before it; each question has one, after its options",
        ru: "строка ANSWER: без вопроса перед ней; у каждого вопроса она одна, после вариантов")

    public static let importAikenOptionsWithoutQuestion = LocalizedText(
        en: "options with no question before them; a question's text comes first, then A., B., …",
        ru: "варианты без вопроса перед ними; сначала текст вопроса, потом A., B., …")

    public static let importAikenNoOptions = LocalizedText(
        en: "the question has no options (lines like \"A. text\" or \"A) text\")",
        ru: "у вопроса нет вариантов (строк вида «A. текст» или «A) текст»)"
    )

    public static let importAikenNoAnswer = LocalizedText(
        en: "the question has no ANSWER line (e.g. \"ANSWER: B\") after its options",
        ru: "после вариантов нет строки ANSWER (например, «ANSWER: B»)"
    )

    public static func importAikenOptionOrder(found: Character, expected: Character) -> LocalizedText {
        LocalizedText(
            en: "option \(found) where \(expected) was expected; options go A, B, C, D",
            ru: "вариант \(found) там, где ожидался \(expected); варианты идут по порядку A, B, C, D"
        )
    }

    public static func importAikenTooManyOptions(_ count: Int, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) options; quizctl questions have at most \(limit) (one right, three wrong), so the question is refused: "
                + "keep the right answer and at most three wrong ones",
            ru: "вариантов \(count); в вопросах quizctl их не больше \(limit) (один верный, три неверных), поэтому вопрос отклонён: "
                + "оставьте верный ответ и не больше трёх неверных"
        )
    }

    public static func importAikenAnswerNotAnOption(_ answer: String, last: String) -> LocalizedText {
        LocalizedText(
            en: "ANSWER '\(answer)' is not one of the options A–\(last)",
            ru: "ответ «\(answer)» не из вариантов A–\(last)"
        )
    }

    // MARK: Export

    public static func exportTooManyWrongForCSV(_ text: String) -> LocalizedText {
        LocalizedText(
            en: "'\(text)' has more than 3 wrong answers, which CSV cannot hold; export as JSON",
            ru: "у вопроса «\(text)» больше 3 неверных ответов, CSV столько не вмещает; экспортируйте в JSON"
        )
    }

    // MARK: Pack and plugin sources

    public static func packSourceSummary(_ path: String) -> LocalizedText {
        LocalizedText(en: "Questions of the pack \(path.terminalSafe)", ru: "Вопросы из набора \(path.terminalSafe)")
    }

    public static func pluginSourceSummary(_ program: String) -> LocalizedText {
        LocalizedText(en: "Plugin \(program)", ru: "Плагин \(program)")
    }

    public static func pluginLocation(_ path: String) -> LocalizedText {
        LocalizedText(en: "at \(path)", ru: "расположен в \(path)")
    }

    public static func pluginCannotStart(_ plugin: String, reason: String) -> LocalizedText {
        LocalizedText(en: "plugin \(plugin) could not be started: \(reason)", ru: "не удалось запустить плагин \(plugin): \(reason)")
    }

    public static func pluginExited(_ plugin: String, status: Int) -> LocalizedText {
        LocalizedText(
            en: "plugin \(plugin) failed (exit status \(status))", ru: "плагин \(plugin) завершился с ошибкой (код выхода \(status))")
    }

    public static func pluginKilled(_ plugin: String, signal: Int) -> LocalizedText {
        LocalizedText(
            en: "plugin \(plugin) crashed (killed by signal \(signal))", ru: "плагин \(plugin) аварийно завершился (сигнал \(signal))")
    }

    public static func pluginTimedOut(_ plugin: String, seconds: Int) -> LocalizedText {
        LocalizedText(
            en: "plugin \(plugin) gave no answer within \(seconds) s and was stopped",
            ru: "плагин \(plugin) не ответил за \(seconds) с и был остановлен"
        )
    }

    public static func pluginOutputTooLarge(_ plugin: String, megabytes: Int) -> LocalizedText {
        LocalizedText(
            en: "plugin \(plugin) printed more than \(megabytes) MB and was stopped",
            ru: "плагин \(plugin) вывел больше \(megabytes) МБ и был остановлен"
        )
    }

    public static func pluginBadOutput(_ plugin: String) -> LocalizedText {
        LocalizedText(en: "plugin \(plugin) printed no valid question pack:", ru: "плагин \(plugin) вывел некорректный набор вопросов:")
    }

    public static let pluginStderrHeading = LocalizedText(en: "its error output begins:", ru: "начало его вывода ошибок:")
}
