/// Strings of importing files written by other tools: spreadsheets' CSV
/// layouts, Moodle's Aiken, saved Open Trivia DB responses.
extension Strings {
    // MARK: Aiken

    public static func importAikenEmptyOption(_ letter: Character) -> LocalizedText {
        LocalizedText(en: "option \(letter) has no text", ru: "у варианта \(letter) нет текста")
    }
}
