import FoundationEssentials

/// How the program's own names read on screen: modes, sources, difficulties,
/// setting values, units. The English keeps the words the command line takes
/// (`classic`, `random`), so what a player reads is what they can type; the
/// Russian says the same in Russian.
extension Strings {
    public static func modeName(_ mode: ModeKind) -> LocalizedText {
        switch mode {
        case .yesno: LocalizedText(en: "yesno", ru: "да/нет")
        case .classic: LocalizedText(en: "classic", ru: "классика")
        case .millionaire: LocalizedText(en: "millionaire", ru: "миллионер")
        case .review: LocalizedText(en: "review", ru: "повторение")
        case .party: LocalizedText(en: "party", ru: "вечеринка")
        }
    }

    /// A source's name in the list of games: the built-in ones translated, a
    /// pack's or a plugin's name (the player's own) as it is.
    public static func sourceName(_ name: String) -> LocalizedText {
        switch name {
        case "trivia": LocalizedText(en: "trivia", ru: "викторина")
        case "movies": LocalizedText(en: "movies", ru: "фильмы")
        case "custom": LocalizedText(en: "custom", ru: "ваши вопросы")
        case "review": LocalizedText(en: "review", ru: "повторение по расписанию")
        case "mistakes": LocalizedText(en: "mistakes", ru: "ошибки прошлых игр")
        default: LocalizedText(verbatim: name)
        }
    }

    /// Feminine in Russian: it follows «Сложность:».
    public static func difficultyName(_ difficulty: Difficulty) -> LocalizedText {
        switch difficulty {
        case .easy: LocalizedText(en: "easy", ru: "лёгкая")
        case .medium: LocalizedText(en: "medium", ru: "средняя")
        case .hard: LocalizedText(en: "hard", ru: "сложная")
        }
    }

    /// The difficulty a player typed: the command line's word or its name in
    /// any language, in any gender («лёгкий», «лёгкая»), with or without «ё».
    public static func difficulty(named word: String) -> Difficulty? {
        let typed = word.trimmingSpaces().lowercased().replacingEvery("ё", with: "е")
        guard !typed.isEmpty else { return nil }
        return Difficulty.allCases.first { difficulty in
            let name = difficultyName(difficulty)
            let russian = name.ru.replacingEvery("ё", with: "е")
            // «лёгкая» → «легк»: the stem matches «легкий» and «легкая».
            return typed == difficulty.rawValue || typed == name.en || typed.hasPrefix(String(russian.dropLast(2)))
        }
    }

    public static func difficultySettingName(_ setting: DifficultySetting) -> LocalizedText {
        switch setting {
        case .any: LocalizedText(en: "any", ru: "любая")
        case .easy: difficultyName(.easy)
        case .medium: difficultyName(.medium)
        case .hard: difficultyName(.hard)
        }
    }

    public static func orderName(_ order: OrderKind) -> LocalizedText {
        switch order {
        case .random: LocalizedText(en: "random", ru: "случайный")
        case .sequential: LocalizedText(en: "sequential", ru: "по порядку")
        }
    }

    public static func colorChoiceName(_ choice: ColorChoice) -> LocalizedText {
        switch choice {
        case .auto: LocalizedText(en: "auto", ru: "авто")
        case .always: LocalizedText(en: "always", ru: "всегда")
        case .never: LocalizedText(en: "never", ru: "никогда")
        }
    }

    /// nil is "auto": the language of the locale.
    public static func languageName(_ language: Language?) -> LocalizedText {
        switch language {
        case nil: LocalizedText(en: "auto", ru: "авто (по системе)")
        case .en: LocalizedText(en: "en", ru: "английский")
        case .ru: LocalizedText(en: "ru", ru: "русский")
        }
    }

    /// Seconds with one decimal: "2.5 s", «2,5 с».
    public static func seconds(_ value: Double) -> LocalizedText {
        let text = DecimalText.fixed(value, decimals: 1)
        return LocalizedText(en: "\(text) s", ru: "\(russianDecimal(text)) с")
    }

    /// A percentage, written one way everywhere (issue 28: "90%" and
    /// "60,00 %" both appeared): "62.5%" in English; «62,5 %» in Russian,
    /// with a decimal comma and a no-break space, as Russian typesets it.
    public static func percent(_ number: String) -> LocalizedText {
        LocalizedText(en: "\(number)%", ru: "\(russianDecimal(number))\u{00A0}%")
    }

    public static func percent(_ number: Int) -> LocalizedText { percent(String(number)) }

    /// A number written with a decimal point, as Russian writes it: «8,4».
    public static func russianDecimal(_ text: String) -> String {
        String(text.map { $0 == "." ? "," : $0 })
    }
}
