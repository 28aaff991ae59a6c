import QuizPlatform

/// Strings of the Open Trivia DB source and its offline pack.
extension Strings {
    public static let triviaSummary = LocalizedText(
        en: "Open Trivia DB questions (opentdb.com), with a built-in offline pack",
        ru: "Вопросы Open Trivia DB (opentdb.com, только на английском) и встроенный набор на русском для игры без сети"
    )

    /// Shown while the client waits out Open Trivia DB's rate limit.
    public static func triviaWaiting(seconds: Int) -> LocalizedText {
        LocalizedText(
            en: "Waiting \(seconds) s for Open Trivia DB…",
            ru: "Ждём Open Trivia DB \(seconds) с…"
        )
    }

    public static let triviaTimedOut = LocalizedText(
        en: "Open Trivia DB did not answer in time",
        ru: "Open Trivia DB не ответил вовремя"
    )

    public static func triviaCannotConnect(_ host: String) -> LocalizedText {
        LocalizedText(en: "cannot connect to \(host)", ru: "не удаётся подключиться к \(host)")
    }

    public static func triviaNetworkFailure(_ code: Int) -> LocalizedText {
        LocalizedText(
            en: "the connection to Open Trivia DB failed (network error \(code))",
            ru: "соединение с Open Trivia DB прервалось (сетевая ошибка \(code))"
        )
    }

    public static func triviaHTTPStatus(_ status: Int) -> LocalizedText {
        LocalizedText(
            en: "Open Trivia DB answered with HTTP status \(status)",
            ru: "Open Trivia DB ответил кодом HTTP \(status)"
        )
    }

    public static let triviaMalformedResponse = LocalizedText(
        en: "Open Trivia DB sent a response quizctl cannot read",
        ru: "Open Trivia DB прислал ответ, который quizctl не может прочитать"
    )

    public static let triviaRateLimited = LocalizedText(
        en: "Open Trivia DB is still limiting requests; try again in a minute",
        ru: "Open Trivia DB всё ещё ограничивает запросы; попробуйте через минуту"
    )

    public static let triviaInvalidParameter = LocalizedText(
        en: "Open Trivia DB rejected a parameter of the request (a bug in quizctl, please report it)",
        ru: "Open Trivia DB отклонил параметр запроса (это ошибка quizctl, сообщите о ней)"
    )

    public static let triviaTokenRejected = LocalizedText(
        en: "Open Trivia DB does not accept its own new session token",
        ru: "Open Trivia DB не принимает только что выданный токен сессии"
    )

    public static let triviaTokenExhausted = LocalizedText(
        en: "Open Trivia DB has no unseen questions for these filters, even after a token reset",
        ru: "У Open Trivia DB нет новых вопросов с такими фильтрами даже после сброса токена"
    )

    public static func triviaUnexpectedResponseCode(_ code: Int) -> LocalizedText {
        LocalizedText(
            en: "Open Trivia DB answered with an unknown response code \(code)",
            ru: "Open Trivia DB ответил неизвестным кодом \(code)"
        )
    }

    public static func triviaFewerQuestionsThan(_ amount: Int) -> LocalizedText {
        LocalizedText(
            en: "Open Trivia DB has fewer than \(amount) question\(amount == 1 ? "" : "s") matching these filters",
            ru:
                "У Open Trivia DB меньше \(amount) \(russianPlural(amount, one: "вопроса", few: "вопросов", many: "вопросов")) с такими фильтрами"
        )
    }

    public static func triviaUnknownCategory(_ text: String, choices: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "no trivia category '\(text)'; choose one of: \(choices.en)",
            ru: "нет категории «\(text)»; выберите одну из: \(choices.ru)"
        )
    }

    public static func triviaAmbiguousCategory(_ text: String, choices: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "'\(text)' matches several categories: \(choices.en)",
            ru: "«\(text)» подходит к нескольким категориям: \(choices.ru)"
        )
    }

    public static let triviaTrueFalseHasTwoOptions = LocalizedText(
        en: "true/false questions have two options; this mode needs four",
        ru: "у вопросов «верно или неверно» два варианта, а этому режиму нужно четыре"
    )

    public static func triviaCategoryCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) categor\(count == 1 ? "y" : "ies") (--category ID or name)",
            ru: "\(count) \(russianPlural(count, one: "категория", few: "категории", many: "категорий")) (--category номер или название)"
        )
    }

    public static let triviaYesNoPlaysStatements = LocalizedText(
        en: "a yes/no round plays true/false questions, not multiple choice",
        ru: "в раунде «да или нет» звучат утверждения «верно или неверно», а не вопросы с вариантами"
    )

    public static let triviaOfflinePackTitle = LocalizedText(en: "offline pack", ru: "набор без сети")

    public static func triviaOfflinePackSize(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "offline pack: \(count) question\(count == 1 ? "" : "s")",
            ru: "набор без сети: \(count) \(russianPlural(count, one: "вопрос", few: "вопроса", many: "вопросов"))"
        )
    }

    public static let triviaNotCheckedOffline = LocalizedText(
        en: "not checked: offline",
        ru: "не проверялся: режим без сети"
    )
}
