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

    /// A file whose rows have more than two columns (Anki's export of every
    /// field, a spreadsheet): said once, with the way to pick two.
    public static func deckWideRows(_ rows: Int, columns: Int) -> LocalizedText {
        LocalizedText(
            en:
                "\(rows) rows have more than two columns (up to \(columns)), where a card takes two; "
                + "say which hold the front and the back, for example --front 1 --back 2",
            ru:
                "строк с более чем двумя столбцами (до \(columns)): \(rows), а карточке нужны два; "
                + "укажите, в каких лицевая и оборотная стороны, например --front 1 --back 2")
    }

    /// `--front`/`--back` name a column a row does not have.
    public static func deckMissingColumn(_ column: Int, fields: Int) -> LocalizedText {
        LocalizedText(
            en: "the row has \(fields) columns, none numbered \(column) (--front/--back)",
            ru: "в строке столбцов: \(fields), столбца \(column) нет (--front/--back)")
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
