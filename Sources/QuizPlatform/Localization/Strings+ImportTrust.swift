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
}
