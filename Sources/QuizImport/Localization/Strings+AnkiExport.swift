import QuizPlatform

/// Strings of the Anki package writer (`quizctl export --format apkg`).
extension Strings {
    public static let ankiExportTooLarge = LocalizedText(
        en: "the Anki package would be larger than 4 GB, more than a zip without zip64 holds",
        ru: "пакет Anki получился бы больше 4 ГБ — больше, чем вмещает zip без zip64")

    public static func ankiExportCannotBuild(_ reason: String) -> LocalizedText {
        LocalizedText(en: "couldn't build the Anki collection: \(reason)", ru: "не удалось собрать коллекцию Anki: \(reason)")
    }
}
