import QuizPlatform

/// Strings of the quizctl program: menus, prompts, commands' messages.
extension Strings {
    // MARK: Menus

    public static let mainMenuTitle = LocalizedText(en: "Main menu", ru: "Главное меню")
    /// Asked after Escape on the main menu.
    public static let leaveQuizctl = LocalizedText(en: "Leave quizctl?", ru: "Выйти из quizctl?")
    public static let menuPlay = LocalizedText(en: "Play", ru: "Играть")
    public static let menuResults = LocalizedText(en: "Results", ru: "Результаты")
    public static let menuAddQuestions = LocalizedText(en: "Add questions", ru: "Добавить вопросы")
    public static let menuSettings = LocalizedText(en: "Settings", ru: "Настройки")
    public static let menuBack = LocalizedText(en: "Back", ru: "Назад")
    public static let quit = LocalizedText(en: "Quit", ru: "Выйти")
    public static let retry = LocalizedText(en: "Retry", ru: "Повторить")
    public static let playOffline = LocalizedText(en: "Play offline", ru: "Играть офлайн")
    public static let whatNow = LocalizedText(en: "What now?", ru: "Что дальше?")

    public static func playWithFewer(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Play with the \(count) question\(count == 1 ? "" : "s") there are?",
            ru: "Сыграть с \(count) \(russianPlural(count, one: "вопросом", few: "вопросами", many: "вопросами")), что есть?"
        )
    }
    public static let chooseMode = LocalizedText(en: "What would you like to play?", ru: "Во что сыграем?")
    public static let settingsTitle = LocalizedText(
        en: "Settings (Enter changes, q goes back)", ru: "Настройки (Enter — изменить, q — назад)")
    public static let pickGameToReview = LocalizedText(en: "Review a game:", ru: "Разобрать игру:")
    public static let tagline = LocalizedText(en: "a quiz platform for the terminal", ru: "викторины в терминале")

    public static func modeTitle(_ mode: ModeKind) -> LocalizedText {
        switch mode {
        case .yesno: LocalizedText(en: "Movie ratings (yes/no)", ru: "Рейтинги фильмов (да/нет)")
        case .classic: LocalizedText(en: "Classic quiz", ru: "Классическая викторина")
        case .millionaire: LocalizedText(en: "Millionaire", ru: "Миллионер")
        case .review: LocalizedText(en: "Review", ru: "Повторение")
        case .party: Strings.partyTitle
        }
    }

    public static func modeDescription(_ mode: ModeKind) -> LocalizedText {
        switch mode {
        case .yesno: LocalizedText(en: "10 questions on IMDb ratings", ru: "10 вопросов о рейтинге IMDb")
        case .classic: LocalizedText(en: "multiple choice and true/false", ru: "выбор ответа и «верно или неверно»")
        case .millionaire: LocalizedText(en: "15 steps to a million", ru: "15 шагов к миллиону")
        case .review: LocalizedText(en: "your questions due by spaced repetition", ru: "ваши вопросы, которые пора повторить")
        case .party: Strings.partyMenuDescription
        }
    }

    public static func settingTitle(_ key: String) -> LocalizedText {
        switch key {
        case "order": LocalizedText(en: "Question order", ru: "Порядок вопросов")
        case "feedback-delay": LocalizedText(en: "Feedback delay (s)", ru: "Пауза после ответа (с)")
        case "language": LocalizedText(en: "Language", ru: "Язык")
        case "color": LocalizedText(en: "Colours", ru: "Цвета")
        case "difficulty": LocalizedText(en: "Difficulty", ru: "Сложность")
        case "review-fuzz": LocalizedText(en: "Review date fuzz", ru: "Разброс дат повторения")
        case "review-new-per-day": LocalizedText(en: "New review cards a day", ru: "Новых карточек в день")
        case "posters": LocalizedText(en: "Movie posters", ru: "Постеры фильмов")
        case "accessible": LocalizedText(en: "Accessible mode", ru: "Специальные возможности")
        case "accessible-timer": LocalizedText(en: "Time limit in accessible mode", ru: "Лимит времени в режиме спецвозможностей")
        default: LocalizedText(verbatim: key)
        }
    }

    // MARK: Playing

    public static let loadingQuestions = LocalizedText(en: "Loading questions…", ru: "Загружаем вопросы…")
    public static let keysYesNo = LocalizedText(en: "y = yes · n = no · q = quit", ru: "д — да · н — нет · q — выйти")
    public static let keysYesNoOrOptions = LocalizedText(
        en: "y = yes · n = no (or 1–2) · q = quit", ru: "д — да · н — нет (или 1–2) · q — выйти")
    /// The last line of a question too long for the window.
    public static let scrollQuestion = LocalizedText(en: "… ↑/↓ for the rest of the question", ru: "… ↑/↓ — остальной текст вопроса")
    /// Escape in the question form, with fields already typed.
    public static let discardTypedQuestion = LocalizedText(
        en: "Throw away what you typed for this question?", ru: "Отбросить то, что введено для этого вопроса?")
    public static func discardUnsavedQuestions(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Throw away the questions not saved (\(count))?", ru: "Отбросить несохранённые вопросы (\(count))?")
    }
    /// The keys after a yes/no question asked on the line under a screen.
    public static let yesNoKeys = LocalizedText(en: "[y/n]", ru: "[д/н]")
    /// The keys of a yes/no question asked over a screen, on a line of their own.
    public static let confirmKeys = LocalizedText(en: "[y] Yes   [n] No", ru: "[д] Да   [н] Нет")
    public static let nothingToReviewYet = LocalizedText(
        en: "Nothing to review yet: questions you answer wrong come back here for a second try.",
        ru: "Повторять пока нечего: сюда попадают вопросы, на которые вы ответили неверно.")
    public static let playInstead = LocalizedText(en: "Play a round instead?", ru: "Сыграть раунд?")
    public static let confirmQuitGame = LocalizedText(
        en: "Leave this game? Nothing will be recorded.", ru: "Выйти из игры? Она не будет сохранена.")
    public static let gameAbandoned = LocalizedText(en: "Game abandoned; nothing was recorded.", ru: "Игра прервана, ничего не сохранено.")
    public static let inputEnded = LocalizedText(
        en: "input ended before the game was over; nothing was recorded",
        ru: "ввод закончился раньше игры; ничего не сохранено"
    )
    public static let optionRemoved = LocalizedText(en: "That option was removed by 50:50.", ru: "Этот вариант убран подсказкой 50:50.")
    public static let noLifelinesHere = LocalizedText(en: "There are no lifelines in this mode.", ru: "В этом режиме подсказок нет.")

    public static func keysOptions(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "1–\(count) or a–\(letter(count)) to answer · q = quit", ru: "1–\(count) или a–\(letter(count)) — ответ · q — выйти")
    }

    private static func letter(_ count: Int) -> String { String(Array("abcd")[max(0, min(count, 4) - 1)]) }

    public static func notUnderstood(_ line: String) -> LocalizedText {
        LocalizedText(en: "'\(line)' is not an answer:", ru: "«\(line)» — не ответ:")
    }

    /// The one line a script sees when a source cannot be reached and the game goes on offline.
    public static func playingOfflineInstead(source: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "\(source) can't be reached (\(reason.en)); playing offline on the built-in questions (--online to fail instead)",
            ru: "\(source) недоступен (\(reason.ru)); игра идёт офлайн на встроенных вопросах (--online — завершиться с ошибкой)")
    }

    public static func couldNotLoad(source: String, reason: LocalizedText) -> LocalizedText {
        let what: LocalizedText =
            source == "movies"
            ? LocalizedText(en: "movies", ru: "фильмы") : LocalizedText(en: "questions", ru: "вопросы")
        return LocalizedText(en: "Couldn't load \(what.en): \(reason.en)", ru: "Не удалось загрузить \(what.ru): \(reason.ru)")
    }

    public static func reviewLater(_ id: String) -> LocalizedText {
        LocalizedText(en: "Review this game later: quizctl history show \(id)", ru: "Разбор этой игры: quizctl history show \(id)")
    }

    // MARK: Your questions

    public static let noQuestionsYet = LocalizedText(
        en: "You have no questions yet. Add one: quizctl add", ru: "Своих вопросов пока нет. Добавьте: quizctl add"
    )
    public static let newQuestionTitle = LocalizedText(
        en: "New question (leave the text empty to cancel)", ru: "Новый вопрос (пустой текст — отмена)")
    public static let fieldText = LocalizedText(en: "Question", ru: "Вопрос")
    public static let fieldCorrect = LocalizedText(en: "Right answer", ru: "Правильный ответ")
    public static let fieldCategory = LocalizedText(en: "Category (optional)", ru: "Категория (необязательно)")
    public static let fieldDifficulty = LocalizedText(
        en: "Difficulty: easy, medium, hard (optional)", ru: "Сложность: лёгкая, средняя, сложная (необязательно)")
    public static let addNeedsLines = LocalizedText(
        en: "give the question, the right answer and one to three wrong answers, one per line (or use --text, --correct, --wrong)",
        ru: "введите вопрос, правильный ответ и от одного до трёх неправильных, по одному в строке (или --text, --correct, --wrong)"
    )

    public static func fieldWrong(_ number: Int, optional: Bool) -> LocalizedText {
        optional
            ? LocalizedText(en: "Wrong answer \(number) (optional)", ru: "Неправильный ответ \(number) (необязательно)")
            : LocalizedText(en: "Wrong answer \(number)", ru: "Неправильный ответ \(number)")
    }

    public static func questionAdded(_ id: String, _ text: String) -> LocalizedText {
        LocalizedText(en: "Added \(id): \(text)", ru: "Добавлен \(id): \(text)")
    }

    public static func questionRemoved(_ text: String) -> LocalizedText {
        LocalizedText(en: "Removed: \(text)", ru: "Удалён: \(text)")
    }

    public static func questionNotFound(_ id: String) -> LocalizedText {
        LocalizedText(en: "no question with ID '\(id)' (see quizctl questions)", ru: "нет вопроса с ID «\(id)» (см. quizctl questions)")
    }

    public static func questionIDAmbiguous(_ id: String, _ count: Int) -> LocalizedText {
        LocalizedText(
            en: "'\(id)' matches \(count) questions; give more of the ID", ru: "«\(id)» подходит к \(count) вопросам; укажите ID длиннее")
    }

    public static func numberedProblem(_ number: Int, _ problem: LocalizedText) -> LocalizedText {
        LocalizedText(en: "question \(number): \(problem.en)", ru: "вопрос \(number): \(problem.ru)")
    }

    public static func questionRejected(_ problems: [LocalizedText]) -> LocalizedText {
        LocalizedText(
            en: "nothing saved: " + problems.map(\.en).joined(separator: "; "),
            ru: "ничего не сохранено: " + problems.map(\.ru).joined(separator: "; ")
        )
    }

    // MARK: Settings and errors

    public static let errorLabel = LocalizedText(en: "error", ru: "ошибка")

    public static func settingSaved(_ key: String, _ value: String) -> LocalizedText {
        LocalizedText(en: "\(key) = \(value)", ru: "\(key) = \(value)")
    }
}

extension Strings {
    public static func walkAway(_ prize: String) -> LocalizedText {
        LocalizedText(en: "Walk away with \(prize)", ru: "Забрать \(prize)")
    }

    public static let keysMillionaire = LocalizedText(
        en: "a–d or 1–4 to answer · q = quit", ru: "a–d или 1–4 — ответ · q — выйти"
    )
}

extension Strings {
    public static let filtersTitle = LocalizedText(en: "Classic quiz: choose your filters", ru: "Викторина: выберите фильтры")
    public static let filterCategory = LocalizedText(en: "Category", ru: "Категория")
    public static let filterDifficulty = LocalizedText(en: "Difficulty", ru: "Сложность")
    public static let filterCount = LocalizedText(en: "Questions", ru: "Вопросов")
    public static let anyCategory = LocalizedText(en: "Any", ru: "Любая")
    public static let startGame = LocalizedText(en: "Start", ru: "Начать")
}

extension Strings {
    public static let importingDatasets = LocalizedText(en: "Reading IMDb's datasets…", ru: "Читаем наборы данных IMDb…")

    public static func moviesImported(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Imported \(count) movie\(count == 1 ? "" : "s"); quizctl play yesno now plays them (without IMDB_API_KEY).",
            ru: "Импортировано фильмов: \(count); quizctl play yesno теперь играет на них (без IMDB_API_KEY)."
        )
    }
}

extension Strings {
    public static func exported(_ count: Int, to path: String) -> LocalizedText {
        LocalizedText(
            en: "Wrote \(count) question\(count == 1 ? "" : "s") to \(path)",
            ru: "Записано вопросов: \(count) в \(path)"
        )
    }

    public static func exportedPackage(questions: Int, cards: Int, decks: Int, to path: String) -> LocalizedText {
        LocalizedText(
            en:
                "Wrote \(questions) question\(questions == 1 ? "" : "s") and \(cards) card\(cards == 1 ? "" : "s") of \(decks) deck\(decks == 1 ? "" : "s") to \(path) (an Anki package)",
            ru:
                "Записано в \(path) (пакет Anki): \(questions) \(russianPlural(questions, one: "вопрос", few: "вопроса", many: "вопросов")), "
                + "\(cards) \(russianPlural(cards, one: "карточка", few: "карточки", many: "карточек")) "
                + "из \(decks) \(russianPlural(decks, one: "колоды", few: "колод", many: "колод"))"
        )
    }

    public static let exportPackageNeedsFile = LocalizedText(
        en: "an Anki package is written to a file: quizctl export --format apkg FILE",
        ru: "пакет Anki записывается в файл: quizctl export --format apkg ФАЙЛ")

    public static let exportNothingForAnki = LocalizedText(
        en: "nothing to export: you have no questions and no decks (quizctl add, quizctl import)",
        ru: "выгружать нечего: у вас нет ни вопросов, ни колод (quizctl add, quizctl import)")

    public static func exportWouldReplace(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "\(path) already exists; give --force to replace it",
            ru: "\(path) уже существует; чтобы заменить его, укажите --force")
    }

    public static func cannotWriteStandardOutput(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "couldn't write to standard output: \(reason.en)", ru: "не удалось записать в стандартный вывод: \(reason.ru)")
    }

    public static func cannotWriteExport(_ path: String, _ reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "couldn't write \(path): \(reason.en)", ru: "не удалось записать \(path): \(reason.ru)")
    }
}

extension Strings {
    public static let builderAddAnother = LocalizedText(en: "Add another question", ru: "Добавить ещё вопрос")
    public static let builderEdit = LocalizedText(en: "Edit a question", ru: "Изменить вопрос")
    public static let builderDelete = LocalizedText(en: "Delete a question", ru: "Удалить вопрос")
    public static let builderCancel = LocalizedText(en: "Cancel (save nothing)", ru: "Отмена (ничего не сохранять)")
    public static let builderWhatNext = LocalizedText(en: "What next?", ru: "Что дальше?")
    public static let builderWhichQuestion = LocalizedText(en: "Which question?", ru: "Какой вопрос?")
    public static let builderFixFirst = LocalizedText(
        en: "Fix the problems marked ! first (edit or delete those questions).",
        ru: "Сначала исправьте отмеченное ! (измените или удалите эти вопросы)."
    )

    public static func builderSaveAll(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Save all \(count) question\(count == 1 ? "" : "s")",
            ru: "Сохранить \(count) \(russianPlural(count, one: "вопрос", few: "вопроса", many: "вопросов"))"
        )
    }

    public static func builderSummary(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Your new questions (\(count)):",
            ru: "Ваши новые вопросы (\(count)):"
        )
    }
}

extension Strings {
    public static let pressAnyKey = LocalizedText(en: "Press any key to go back", ru: "Нажмите любую клавишу, чтобы вернуться")
}
