import QuizPlatform

/// The words of Results, `history` and `stats`: answers reviewed, the
/// history's columns, records and the daily streak.
extension Strings {
    public static let yourAnswers = LocalizedText(en: "Your answers", ru: "Ваши ответы")
    public static let yourAnswer = LocalizedText(en: "Your answer", ru: "Ваш ответ")
    public static let rightAnswer = LocalizedText(en: "Right answer", ru: "Правильный ответ")
    public static let noAnswer = LocalizedText(en: "no answer (time ran out)", ru: "нет ответа (время вышло)")
    public static let noGamesYet = LocalizedText(
        en: "No games played yet. Start one with: quizctl play", ru: "Сыгранных игр пока нет. Начните: quizctl play")
    public static let historyEmpty = LocalizedText(en: "No games in the history.", ru: "В истории нет игр.")
    public static let historyCleared = LocalizedText(
        en: "History cleared. Statistics are kept.", ru: "История очищена. Статистика сохранена.")
    public static let confirmClearHistory = LocalizedText(en: "Delete every game from the history?", ru: "Удалить из истории все игры?")
    public static let nothingChanged = LocalizedText(en: "Nothing changed.", ru: "Ничего не изменено.")
    public static let columnID = LocalizedText(en: "ID", ru: "ID")
    public static let columnDate = LocalizedText(en: "Date", ru: "Дата")
    public static let columnMode = LocalizedText(en: "Mode", ru: "Режим")
    public static let columnSource = LocalizedText(en: "Source", ru: "Источник")
    public static let columnScore = LocalizedText(en: "Score", ru: "Счёт")
    public static let columnKey = LocalizedText(en: "Key", ru: "Ключ")
    public static let columnValue = LocalizedText(en: "Value", ru: "Значение")
    /// The value in the player's words, beside the one `settings set` takes.
    public static let columnMeaning = LocalizedText(en: "Meaning", ru: "Что значит")

    public static func confirmDeleteGame(_ game: String) -> LocalizedText {
        LocalizedText(en: "Delete the game \(game)?", ru: "Удалить игру \(game)?")
    }

    public static func gameDeleted(_ id: String) -> LocalizedText {
        LocalizedText(en: "Deleted game \(id). Statistics are kept.", ru: "Игра \(id) удалена. Статистика сохранена.")
    }

    public static func answeredRight(_ correct: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "Answered right: \(correct) of \(total)", ru: "Верных ответов: \(correct) из \(total)")
    }

    public static let recordsTitle = LocalizedText(en: "Records:", ru: "Рекорды:")
    public static let byModeTitle = LocalizedText(en: "By mode:", ru: "По режимам:")

    /// One kind of round's record in `stats`, saying which kind (issue 28):
    /// "  Classic quiz, 10 questions: 9/10 (22.11.26 14:05)".
    public static func roundRecord(_ kind: RoundKind, _ best: BestGame, date: String) -> LocalizedText {
        let title = modeTitle(kind.mode)
        guard let questions = kind.questions else {
            let climbed = ladderSteps(best.correct)
            return LocalizedText(en: "  \(title.en): \(climbed.en) (\(date))", ru: "  \(title.ru): \(climbed.ru) (\(date))")
        }
        return LocalizedText(
            en: "  \(title.en), \(questions) question\(questions == 1 ? "" : "s"): \(best.correct)/\(best.total) (\(date))",
            ru: "  \(title.ru), \(questions) \(russianPlural(questions, one: "вопрос", few: "вопроса", many: "вопросов")): "
                + "\(best.correct)/\(best.total) (\(date))")
    }

    public static func modeLine(_ mode: ModeKind, games: Int, accuracy: String) -> LocalizedText {
        LocalizedText(
            en: "  \(modeTitle(mode).en): \(games) game\(games == 1 ? "" : "s"), \(percent(accuracy).en)",
            ru: "  \(modeTitle(mode).ru): \(games) \(russianPlural(games, one: "игра", few: "игры", many: "игр")), \(percent(accuracy).ru)"
        )
    }

    public static func recentGames(_ chart: String) -> LocalizedText {
        LocalizedText(en: "Recent games: \(chart)", ru: "Последние игры: \(chart)")
    }

    public static func dailyStreak(_ days: Int) -> LocalizedText {
        LocalizedText(
            en: "Daily streak: \(days) day\(days == 1 ? "" : "s")",
            ru: "Серия ежедневных игр: \(days) \(russianPlural(days, one: "день", few: "дня", many: "дней"))"
        )
    }
}
