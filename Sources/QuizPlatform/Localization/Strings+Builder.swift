/// Strings of the question builder.
extension Strings {
    public static let problemEmptyText = LocalizedText(en: "the question has no text", ru: "у вопроса нет текста")
    public static let problemEmptyCorrect = LocalizedText(en: "the right answer is empty", ru: "правильный ответ пуст")
    public static let problemNoWrong = LocalizedText(en: "give at least one wrong answer", ru: "нужен хотя бы один неправильный ответ")

    public static func problemTooManyWrong(_ count: Int) -> LocalizedText {
        LocalizedText(en: "\(count) wrong answers; at most 3", ru: "неправильных ответов \(count); можно не больше 3")
    }

    public static func problemDuplicateOption(_ option: String) -> LocalizedText {
        LocalizedText(en: "the answer '\(option)' appears twice", ru: "ответ «\(option)» повторяется")
    }

    public static func problemDuplicateQuestion(_ text: String) -> LocalizedText {
        LocalizedText(en: "you already have the question '\(text)'", ru: "вопрос «\(text)» уже есть")
    }

    public static func problemTooLong(_ field: String, _ limit: Int) -> LocalizedText {
        let russian =
            switch field {
            case "text": "текст вопроса"
            case "option": "вариант ответа"
            case "category": "категория"
            default: "поле «\(field)»"
            }
        return LocalizedText(
            en: "the \(field) is longer than \(limit) characters",
            ru: "\(russian) длиннее \(limit) \(russianPlural(limit, one: "символа", few: "символов", many: "символов"))")
    }
}
