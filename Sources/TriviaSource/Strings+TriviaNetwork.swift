import QuizPlatform

/// Strings for answers from Open Trivia DB that are refused as hostile, and
/// for a missing curl.
extension Strings {
    public static func triviaAnswerTooLarge(megabytes: Int) -> LocalizedText {
        LocalizedText(
            en: "Open Trivia DB sent more than \(megabytes) MB; refusing it",
            ru: "Open Trivia DB прислал больше \(megabytes) МБ; ответ отклонён"
        )
    }

    /// `field` is "text", "option" or "category", as `OpenTriviaError.fieldTooLong` names it.
    public static func triviaFieldTooLong(field: String, limit: Int) -> LocalizedText {
        let (en, ru) =
            switch field {
            case "text": ("text", "текст вопроса")
            case "category": ("category", "категория")
            default: ("answer", "вариант ответа")
            }
        return LocalizedText(
            en: "Open Trivia DB sent a question whose \(en) is longer than \(limit) characters; refusing it",
            ru: "Open Trivia DB прислал вопрос, где \(ru) длиннее \(limit) символов; вопрос отклонён"
        )
    }

    /// curl, the network transport, is missing or cannot be run; `detail` says which and why.
    public static func triviaNetworkHelperMissing(_ detail: String) -> LocalizedText {
        LocalizedText(
            en: "cannot reach Open Trivia DB: quizctl needs the curl program to go online (\(detail)); "
                + "install it, e.g. sudo apt-get install curl",
            ru: "нет связи с Open Trivia DB: для работы с сетью quizctl нужна программа curl (\(detail)); "
                + "установите её, например: sudo apt-get install curl"
        )
    }
}
