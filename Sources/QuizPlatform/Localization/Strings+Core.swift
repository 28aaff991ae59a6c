/// Strings of the core: modes, outcomes, sources' shared errors.
extension Strings {
    public static let yes = LocalizedText(en: "Yes", ru: "Да")
    public static let no = LocalizedText(en: "No", ru: "Нет")
    public static let trueOption = LocalizedText(en: "True", ru: "Верно")
    public static let falseOption = LocalizedText(en: "False", ru: "Неверно")

    public static func notEnoughQuestions(available: Int, requested: Int) -> LocalizedText {
        LocalizedText(
            en: "only \(available) matching question\(available == 1 ? "" : "s") available, \(requested) needed",
            ru: "подходящих вопросов только \(available), а нужно \(requested)"
        )
    }

    public static func unknownSource(_ name: String) -> LocalizedText {
        LocalizedText(en: "unknown source '\(name)'", ru: "неизвестный источник «\(name)»")
    }

    public static func sourceCannotFeed(_ source: String, _ mode: String) -> LocalizedText {
        LocalizedText(
            en: "source '\(source)' has no questions for the \(mode) mode",
            ru: "у источника «\(source)» нет вопросов для режима «\(formatName(mode).ru)»"
        )
    }

    /// A mode's name, or a question format (`QuestionFormat`'s raw value)
    /// named by the mode that plays it.
    static func formatName(_ format: String) -> LocalizedText {
        if let mode = ModeKind(rawValue: format) { return modeName(mode) }
        return switch format {
        case "yesNo": modeName(.yesno)
        case "choice": modeName(.classic)
        case "fourOptions": modeName(.millionaire)
        default: LocalizedText(verbatim: format)
        }
    }
}

extension Strings {
    public static let customSourceSummary = LocalizedText(en: "Your own questions", ru: "Ваши собственные вопросы")

    public static func questionCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) question\(count == 1 ? "" : "s")",
            ru: "\(count) \(russianPlural(count, one: "вопрос", few: "вопроса", many: "вопросов"))"
        )
    }

    public static func progressLine(question: Int, of total: Int, percent: Int) -> LocalizedText {
        let percent = Strings.percent(percent)
        return LocalizedText(
            en: "Question \(question)/\(total) · \(percent.en) correct", ru: "Вопрос \(question)/\(total) · \(percent.ru) верно")
    }

    public static func millionaireProgress(question: Int, right: Int, percent: Int) -> LocalizedText {
        let percent = Strings.percent(percent)
        return LocalizedText(
            en: "Question \(question) · \(right) right · \(percent.en)", ru: "Вопрос \(question) · верно \(right) · \(percent.ru)")
    }
}
