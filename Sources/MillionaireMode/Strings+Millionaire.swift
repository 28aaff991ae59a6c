import QuizPlatform

/// Strings of the Millionaire mode: lifelines, outcomes, the results table.
/// Amounts arrive already formatted (`formatPrize` in MillionaireMode).
extension Strings {
    public static func lifelineName(_ hint: Hint) -> LocalizedText {
        switch hint {
        case .fiftyFifty: LocalizedText(en: "50:50", ru: "50:50")
        case .phoneAFriend: LocalizedText(en: "Phone a friend", ru: "Звонок другу")
        case .askTheAudience: LocalizedText(en: "Ask the audience", ru: "Помощь зала")
        }
    }

    /// The name on a lifeline's key where the window is narrow.
    public static func lifelineShortName(_ hint: Hint) -> LocalizedText {
        switch hint {
        case .fiftyFifty: LocalizedText(en: "50:50", ru: "50:50")
        case .phoneAFriend: LocalizedText(en: "Friend", ru: "Друг")
        case .askTheAudience: LocalizedText(en: "Audience", ru: "Зал")
        }
    }

    public static func lifelineRefused(_ reason: LifelineError) -> LocalizedText {
        switch reason {
        case .alreadyUsed: LocalizedText(en: "that lifeline is already used", ru: "эта подсказка уже использована")
        case .notOffered: LocalizedText(en: "this mode has no lifelines", ru: "в этом режиме подсказок нет")
        case .gameOver: LocalizedText(en: "the game is over", ru: "игра окончена")
        }
    }

    public static func fiftyFiftyRemoved(_ first: String, _ second: String) -> LocalizedText {
        LocalizedText(en: "50:50 took away \(first) and \(second).", ru: "50:50 убрала варианты \(first) и \(second).")
    }

    /// The friend's line of dialogue; `option` is the option's letter.
    public static func friendSays(option: String, confidence: Int, unsure: Bool) -> LocalizedText {
        unsure
            ? LocalizedText(
                en: "Friend: \"Hmm, I'm not sure… maybe \(option)? Only \(Strings.percent(confidence).en) sure.\"",
                ru: "Друг: «Хм, не уверен… может быть, \(option)? Уверен процентов на \(confidence).»"
            )
            : LocalizedText(
                en: "Friend: \"I think it's \(option). I'm \(Strings.percent(confidence).en) sure.\"",
                ru: "Друг: «Думаю, это \(option). Уверен на \(Strings.percent(confidence).ru).»"
            )
    }

    /// The audience's vote's title, before its bars.
    public static let audienceShort = LocalizedText(en: "Audience:", ru: "Зал:")
    public static let safeHaven = LocalizedText(en: "safe haven", ru: "несгораемая сумма")

    public static func walkAwayConfirmation(prize: String) -> LocalizedText {
        LocalizedText(en: "Take \(prize) and stop?", ru: "Забрать \(prize) и закончить игру?")
    }

    /// The end screen's headline.
    public static func millionaireOutcome(_ outcome: Outcome, prize: String) -> LocalizedText {
        switch outcome {
        case .completed: LocalizedText(en: "You are a millionaire! You win \(prize).", ru: "Вы миллионер! Ваш выигрыш — \(prize).")
        case .walkedAway: LocalizedText(en: "You take the money: \(prize).", ru: "Вы забираете деньги: \(prize).")
        case .eliminated: LocalizedText(en: "Wrong answer. You leave with \(prize).", ru: "Неверный ответ. Вы уходите с суммой \(prize).")
        }
    }

    public static let millionaireResultsTitle = LocalizedText(en: "Millionaire results", ru: "Результаты «Миллионера»")
    public static let noMillionaireGames = LocalizedText(en: "No Millionaire games yet.", ru: "Игр в «Миллионера» ещё не было.")
    public static let resultsDate = LocalizedText(en: "Date", ru: "Дата")
    public static let resultsPrize = LocalizedText(en: "Prize", ru: "Выигрыш")
    public static let resultsRight = LocalizedText(en: "Right", ru: "Верно")
    public static let resultsHints = LocalizedText(en: "Lifelines", ru: "Подсказки")
    /// The share of questions answered right, as the results column shows it: "93%".
    public static let resultsPercent = LocalizedText(en: "Share right", ru: "Доля верных")
}
