import FoundationEssentials
import QuizPlatform

/// Strings of reading decks from other flashcard tools' files.
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
}
