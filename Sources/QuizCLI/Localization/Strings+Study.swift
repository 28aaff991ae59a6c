import QuizPlatform

/// Studying review cards as Anki does: flip cards (`play review --flip`),
/// typed answers (`--typed`) and cramming (`--cram`). Flip cards first: the
/// front, the back on a key, and the player's own grade.
extension Strings {
    static let flipOnlyInReview = LocalizedText(
        en: "--flip turns review cards over: use it with play review",
        ru: "--flip переворачивает карточки повторения: используйте с play review")
    static let flipKeysFront = LocalizedText(en: "Space or Enter: show the answer", ru: "Пробел или Enter — показать ответ")
    static let flipUndoKey = LocalizedText(en: "u undo", ru: "u — отменить")
    static let flipQuitKey = LocalizedText(en: "q quit", ru: "q — выйти")

    /// A grade's name on its key, as Anki names them.
    static func gradeName(_ rating: ReviewRating) -> LocalizedText {
        switch rating {
        case .again: LocalizedText(en: "Again", ru: "Снова")
        case .hard: LocalizedText(en: "Hard", ru: "Трудно")
        case .good: LocalizedText(en: "Good", ru: "Хорошо")
        case .easy: LocalizedText(en: "Easy", ru: "Легко")
        }
    }

    /// How long until a card is due again: minutes, hours, days, then
    /// months and years with one decimal, as Anki shows them on its keys.
    static func interval(_ seconds: Double) -> LocalizedText {
        let minutes = max(1, Int((seconds / 60).rounded()))
        let days = seconds / 86_400
        if minutes < 60 { return LocalizedText(en: "\(minutes) min", ru: "\(minutes)\u{00A0}мин") }
        if seconds < 86_400 {
            let hours = Int((seconds / 3600).rounded())
            return LocalizedText(en: "\(hours) h", ru: "\(hours)\u{00A0}ч")
        }
        if days < 30 {
            let whole = Int(days.rounded())
            return LocalizedText(en: "\(whole) d", ru: "\(whole)\u{00A0}дн")
        }
        func tenths(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        if days < 365 {
            let months = tenths(days / 30)
            return LocalizedText(en: "\(months) mo", ru: "\(russianDecimal(months))\u{00A0}мес")
        }
        let years = tenths(days / 365)
        return LocalizedText(en: "\(years) y", ru: "\(russianDecimal(years))\u{00A0}г")
    }

    /// "[3] Good 4 d": a grade's key, name and the interval it gives.
    static func gradeKey(_ rating: ReviewRating, after seconds: Double?) -> LocalizedText {
        let name = gradeName(rating)
        let interval = seconds.map(Strings.interval)
        return LocalizedText(
            en: "[\(rating.rawValue)] \(name.en)" + (interval.map { " " + $0.en } ?? ""),
            ru: "[\(rating.rawValue)] \(name.ru)" + (interval.map { " " + $0.ru } ?? ""))
    }

    /// What a script may type on a flip card.
    static let flipScriptHint = LocalizedText(
        en: "type show, again, hard, good, easy (or 1–4), or undo",
        ru: "введите show, again, hard, good, easy (или 1–4) либо undo")

    // Said in words (accessible mode, scripts).
    static func flipFront(_ text: String) -> LocalizedText {
        LocalizedText(en: "Front: \(text)", ru: "Вопрос: \(text)")
    }

    static func flipBack(_ text: String) -> LocalizedText {
        LocalizedText(en: "Back: \(text)", ru: "Ответ: \(text)")
    }

    static let flipSpokenShow = LocalizedText(
        en: "Press Space or Enter to turn the card over.", ru: "Нажмите пробел или Enter, чтобы перевернуть карточку.")
    static func flipGraded(_ rating: ReviewRating) -> LocalizedText {
        LocalizedText(en: "Graded \(gradeName(rating).en).", ru: "Оценка: \(gradeName(rating).ru).")
    }

    static let flipUndone = LocalizedText(en: "Last grade undone.", ru: "Последняя оценка отменена.")
    static let flipNothingToUndo = LocalizedText(en: "Nothing to undo yet.", ru: "Отменять пока нечего.")
}

/// Typed answers (`play review --typed`).
extension Strings {
    /// The review start screen's row: how cards are answered.
    static let studyStyleRow = LocalizedText(en: "Answer by", ru: "Как отвечать")

    static func studyStyleValue(_ style: AnswerStyle) -> LocalizedText {
        switch style {
        case .flip: LocalizedText(en: "turning the card over (grade 1–4)", ru: "переворотом карточки (оценка 1–4)")
        case .typed: LocalizedText(en: "typing the answer", ru: "вводом ответа")
        case .options: LocalizedText(en: "choosing an option", ru: "выбором варианта")
        }
    }

    static let typedOnlyInReview = LocalizedText(
        en: "--typed asks review cards typed: use it with play review",
        ru: "--typed спрашивает карточки повторения письменно: используйте с play review")
    static let typedOrFlip = LocalizedText(en: "choose --typed or --flip, not both", ru: "выберите --typed или --flip, не оба")
    static let typedKeys = LocalizedText(
        en: "type the answer · Enter check · Esc quit", ru: "введите ответ · Enter — проверить · Esc — выйти")
    static let typedSpokenPrompt = LocalizedText(
        en: "Type the answer and press Enter.", ru: "Введите ответ и нажмите Enter.")
}

/// Cramming (`play review --cram`).
extension Strings {
    static let cramOnlyInReview = LocalizedText(
        en: "--cram practises review cards off the schedule: use it with play review",
        ru: "--cram — тренировка карточек повторения вне расписания: используйте с play review")
    static let cramNote = LocalizedText(
        en: "practice: the schedule is not changed", ru: "тренировка: расписание не меняется")
    static let cramSpoken = LocalizedText(
        en: "Practice: these answers do not change when the cards are due.",
        ru: "Тренировка: эти ответы не меняют, когда карточки нужно повторить.")
}

extension Strings.Commands {
    static let cramOption = LocalizedText(
        en: "Practise review cards ahead, due or not (20 unless --count), without changing their schedule",
        ru: "Тренировать карточки заранее, в том числе не пора повторять (20, если не задан --count), не меняя расписание")

    static let typedOption = LocalizedText(
        en: "Review cards typed: type each answer in full; case, accents and punctuation do not count, one letter off is Hard",
        ru: "Повторять письменно: введите ответ целиком; регистр, диакритика и знаки не важны, одна ошибка — «Трудно»")

    static let flipOption = LocalizedText(
        en: "Review cards as flip cards: the front, Space or Enter for the back, then grade 1–4 (Again, Hard, Good, Easy); u undoes",
        ru: "Повторять карточки переворотом: вопрос, пробел или Enter — ответ, затем оценка 1–4 (Снова, Трудно, Хорошо, Легко); u отменяет")

    static let decksSetSummary = LocalizedText(
        en: "Choose how one deck's cards are answered in a review", ru: "Выбрать, как отвечать на карточки одной колоды при повторении")
    static let deckAnswerByOption = LocalizedText(
        en: "options, flip (turn over and grade 1–4), typed, or default (as the review is played)",
        ru: "options (варианты), flip (переворот и оценка 1–4), typed (ввод ответа) или default (как играется повторение)")
}

/// A deck's own answer style (`decks set NAME --answer-by`).
extension Strings {
    static func deckAnswerStyle(_ deck: String, style: AnswerStyle?) -> LocalizedText {
        let name = deck.terminalSafe
        guard let style else {
            return LocalizedText(
                en: "deck “\(name)”: answered as each review is played (--flip, --typed, or the start screen's Answer by)",
                ru: "колода «\(name)»: отвечать так, как играется повторение (--flip, --typed или «Как отвечать» на экране запуска)")
        }
        let how = studyStyleValue(style)
        return LocalizedText(
            en: "deck “\(name)”: answered by \(how.en) in every review", ru: "колода «\(name)»: в каждом повторении отвечать \(how.ru)")
    }

    /// An open deck's item in Your questions: how its cards are answered, picked to change it.
    static func deckAnswerByItem(_ style: AnswerStyle?) -> LocalizedText {
        let how = style.map(studyStyleValue) ?? LocalizedText(en: "as each review is played", ru: "как играется повторение")
        return LocalizedText(en: "\(studyStyleRow.en): \(how.en)", ru: "\(studyStyleRow.ru): \(how.ru)")
    }

    /// `quizctl decks`' note on a deck with a style of its own.
    static func deckListedStyle(_ style: AnswerStyle) -> LocalizedText {
        let how = studyStyleValue(style)
        return LocalizedText(en: "answered by \(how.en)", ru: "отвечать \(how.ru)")
    }
}
