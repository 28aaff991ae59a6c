import FoundationEssentials
import QuizPlatform

/// Strings of importing files written by other tools: spreadsheets' CSV
/// layouts, Moodle's Aiken, saved Open Trivia DB responses.
extension Strings {
    // MARK: Aiken

    public static func importAikenEmptyOption(_ letter: Character) -> LocalizedText {
        LocalizedText(en: "option \(letter) has no text", ru: "у варианта \(letter) нет текста")
    }

    // MARK: Open Trivia DB responses

    public static func importBadlyEncoded(_ key: String, encoding: String) -> LocalizedText {
        LocalizedText(
            en: "\(key) is not valid \(encoding) text, the encoding the response's other fields use",
            ru: "поле \(key) не в кодировке \(encoding), которой закодированы остальные поля ответа"
        )
    }

    // MARK: CSV from other tools

    /// The layouts a CSV header may name, for every refusal of one.
    private static let importCSVLayouts = LocalizedText(
        en: "quizctl reads the columns text (or question), correct, incorrect1, incorrect2, incorrect3, category, difficulty; "
            + "or question, options A, B, C, D (or Answer 1…4) and answer, the right option's letter or number",
        ru: "quizctl читает столбцы text (или question), correct, incorrect1, incorrect2, incorrect3, category, difficulty; "
            + "или question, варианты A, B, C, D (или Answer 1…4) и answer — буква или номер верного варианта"
    )

    public static func importCSVUnknownColumn(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "the header names an unknown column '\(name)'; \(importCSVLayouts.en)",
            ru: "в заголовке неизвестный столбец «\(name)»; \(importCSVLayouts.ru)"
        )
    }

    public static var importCSVHeaderLayout: LocalizedText {
        LocalizedText(
            en: "the header's columns do not make a question with one right answer; \(importCSVLayouts.en)",
            ru: "столбцы заголовка не складываются в вопрос с одним верным ответом; \(importCSVLayouts.ru)"
        )
    }

    public static func importCSVWiderThanHeader(_ count: Int, header: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) columns, but the header names \(header)",
            ru: "столбцов \(count), а в заголовке их \(header)"
        )
    }

    public static func importCSVAnswerKey(_ key: String, last: String, count: Int) -> LocalizedText {
        LocalizedText(
            en: "the answer '\(key)' names none of the options: use a letter A–\(last), a number 1–\(count) or an option's text",
            ru: "ответ «\(key)» не указывает ни на один вариант: нужна буква A–\(last), номер 1–\(count) или текст варианта"
        )
    }

    public static func importCSVSeveralAnswers(_ key: String) -> LocalizedText {
        LocalizedText(
            en: "the answer '\(key)' names several options; quizctl questions have exactly one right answer",
            ru: "ответ «\(key)» указывает на несколько вариантов; в вопросах quizctl ровно один верный ответ"
        )
    }

    public static func importCSVAnswerEmptyOption(_ key: String) -> LocalizedText {
        LocalizedText(en: "the answer '\(key)' names an empty option", ru: "ответ «\(key)» указывает на пустой вариант")
    }

    public static let importCSVSemicolons = LocalizedText(
        en: "the fields are separated by semicolons; quizctl's CSV uses commas: save or export the file as comma-separated CSV",
        ru: "поля разделены точкой с запятой, а CSV для quizctl — запятыми: сохраните или экспортируйте файл как CSV с разделителем-запятой"
    )
}
