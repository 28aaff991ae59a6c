/// Strings of decks from other flashcard tools: keeping them, playing them
/// (QuizImport says what reading them finds).
extension Strings {
    // MARK: - The deck store

    public static let deckNameEmpty = LocalizedText(en: "the deck has no name", ru: "у колоды нет названия")

    public static func deckFileDamaged(_ path: String) -> LocalizedText {
        LocalizedText(en: "the deck file \(path.terminalSafe) is damaged", ru: "файл колоды \(path.terminalSafe) повреждён")
    }

    // MARK: - Playing a deck

    public static func deckSourceSummary(_ name: String) -> LocalizedText {
        LocalizedText(en: "The deck \(name.terminalSafe), imported", ru: "Импортированная колода \(name.terminalSafe)")
    }

    public static func deckCardCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) card\(count == 1 ? "" : "s")",
            ru: "\(count) \(russianPlural(count, one: "карточка", few: "карточки", many: "карточек"))")
    }

    /// The yes/no form of a card: is this answer the right one for that prompt?
    public static func deckIsAnswer(_ answer: String, to prompt: String) -> LocalizedText {
        LocalizedText(en: "Is “\(answer)” the answer to “\(prompt)”?", ru: "«\(answer)» — ответ на «\(prompt)»?")
    }
}
