/// Strings of decks from other flashcard tools: reading them, keeping them,
/// playing them.
extension Strings {
    // MARK: - Reading a term/definition export

    public static func deckNoSeparator(_ separator: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "no \(separator.en) between the term and the definition",
            ru: "нет разделителя (\(separator.ru)) между термином и определением")
    }

    public static func deckTooManyFields(_ count: Int, separator: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "\(count) fields where a card has two, a term and a definition; quote a field that holds a \(separator.en)",
            ru: "полей \(count), а у карточки их два, термин и определение; поле с разделителем (\(separator.ru)) возьмите в кавычки")
    }

    public static let deckEmptyTerm = LocalizedText(en: "the term is empty", ru: "термин пустой")
    public static let deckEmptyDefinition = LocalizedText(en: "the definition is empty", ru: "определение пустое")
    public static let deckUnclosedQuote = LocalizedText(
        en: "a quoted field opened on this line is never closed", ru: "поле в кавычках, открытое в этой строке, не закрыто")

    public static func deckTextAfterQuote(_ separator: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "text after a closing quote; a quoted field ends at a \(separator.en) or the end of the line",
            ru: "текст после закрывающей кавычки; поле в кавычках кончается разделителем (\(separator.ru)) или концом строки")
    }

    public static func deckFieldTooLong(limit: Int) -> LocalizedText {
        LocalizedText(en: "a field is longer than \(limit) characters", ru: "поле длиннее \(limit) символов")
    }

    public static let deckNoCards = LocalizedText(en: "the file holds no cards", ru: "в файле нет карточек")

    /// How a separator is named in a message: "tab", "comma", or the character quoted.
    public static func separatorName(_ separator: Character) -> LocalizedText {
        switch separator {
        case "\t": LocalizedText(en: "tab", ru: "табуляция")
        case ",": LocalizedText(en: "comma", ru: "запятая")
        case ";": LocalizedText(en: "semicolon", ru: "точка с запятой")
        default: LocalizedText(verbatim: "'\(String(separator).terminalSafe)'")
        }
    }

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
