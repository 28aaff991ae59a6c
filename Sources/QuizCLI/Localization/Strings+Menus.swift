import QuizPlatform

/// Strings of the menus' start screens and source picker.
extension Strings {
    // MARK: A mode's start screen

    public static func startTitle(_ mode: ModeKind) -> LocalizedText {
        LocalizedText(en: modeTitle(mode)(.en) + ": before you start", ru: modeTitle(mode)(.ru) + ": перед началом")
    }
    public static let startSource = LocalizedText(en: "Questions from", ru: "Откуда вопросы")
    public static let startType = LocalizedText(en: "Type", ru: "Тип")
    public static let startTimer = LocalizedText(en: "Timer", ru: "Таймер")
    public static let startDaily = LocalizedText(en: "Today's challenge", ru: "Задание дня")

    public static func yesNoValue(_ value: Bool) -> LocalizedText {
        value ? LocalizedText(en: "yes", ru: "да") : LocalizedText(en: "no", ru: "нет")
    }

    public static func onOffValue(_ value: Bool) -> LocalizedText {
        value ? LocalizedText(en: "on", ru: "вкл.") : LocalizedText(en: "off", ru: "выкл.")
    }

    /// The `posters` setting as the settings screen shows it.
    public static func posterSettingName(_ value: PosterSetting) -> LocalizedText {
        switch value {
        case .auto: LocalizedText(en: "auto", ru: "авто")
        case .on: LocalizedText(en: "on", ru: "вкл.")
        case .off: LocalizedText(en: "off", ru: "выкл.")
        }
    }

    /// The same words as the settings screen's.
    public static func difficultyValue(_ value: DifficultySetting) -> LocalizedText {
        difficultySettingName(value)
    }

    /// nil: both types.
    public static func choiceTypeValue(_ value: ChoiceType?) -> LocalizedText {
        switch value {
        case nil: LocalizedText(en: "any", ru: "любой")
        case .multiple: LocalizedText(en: "multiple choice", ru: "выбор ответа")
        case .boolean: LocalizedText(en: "true/false", ru: "верно/неверно")
        }
    }

    /// 0: no limit, the timer is off.
    public static func timerValue(_ seconds: Double) -> LocalizedText {
        guard seconds > 0 else { return LocalizedText(en: "off", ru: "выкл.") }
        let whole = Int(seconds)
        return LocalizedText(en: "\(whole) s", ru: "\(whole) с")
    }

    /// A start screen's question count; every card due is the review's own.
    public static func countValue(_ count: Int) -> LocalizedText {
        count == DueCardsSource.everyCardDue
            ? LocalizedText(en: "every card due", ru: "все к повторению") : LocalizedText(verbatim: String(count))
    }

    // MARK: The source picker

    public static let chooseSource = LocalizedText(en: "Where should the questions come from?", ru: "Откуда брать вопросы?")

    public static func sourceMovies(live: Bool) -> LocalizedText {
        live
            ? LocalizedText(en: "IMDb films (live lists)", ru: "Фильмы IMDb (свежие списки)")
            : LocalizedText(en: "IMDb films (built-in list)", ru: "Фильмы IMDb (встроенный список)")
    }
    public static let sourceBuiltInTrivia = LocalizedText(en: "Built-in questions (offline)", ru: "Встроенные вопросы (офлайн)")
    /// Open Trivia DB has no Russian: the picker says so, short enough for 40 columns.
    public static let sourceOpenTrivia = LocalizedText(en: "Open Trivia DB (English only)", ru: "Open Trivia DB, на английском")

    public static func sourceYours(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Your questions (\(count))", ru: "Ваши вопросы (\(count))")
    }

    public static func sourcePack(_ name: String, count: Int) -> LocalizedText {
        LocalizedText(en: "Pack \(name.terminalSafe) (\(count))", ru: "Набор «\(name.terminalSafe)» (\(count))")
    }

    public static func sourcePlugin(_ name: String) -> LocalizedText {
        LocalizedText(en: "Plugin \(name.terminalSafe)", ru: "Плагин \(name.terminalSafe)")
    }

    public static let sourceMix = LocalizedText(en: "Mix: your questions + built-in", ru: "Смесь: ваши вопросы + встроенные")

    /// Said before a Millionaire game whose ladder your questions cannot fill alone.
    public static func ladderFilledFromMix(yours: Int, needed: Int) -> LocalizedText {
        LocalizedText(
            en: "The ladder needs \(needed) questions with four options, and \(yours) of yours fit. "
                + "The rest come from the built-in questions (the mix).",
            ru: "Для лестницы нужно \(needed) \(russianPlural(needed, one: "вопрос", few: "вопроса", many: "вопросов")) "
                + "с четырьмя вариантами ответа, а из ваших подходит \(yours). Остальные возьмём из встроенных (смесь)."
        )
    }
}
