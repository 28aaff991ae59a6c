import QuizPlatform

/// Help of the commands that manage the player's data: questions, history,
/// statistics, settings and sources.
// MARK: - add and questions

extension Strings.Commands {
    public static let addSummary = LocalizedText(en: "Add your own questions", ru: "Добавить свои вопросы")
    public static let addDiscussion = LocalizedText(
        en:
            "Without options, an interactive builder takes one or more questions and saves them all at once. With --text, --correct and at least one --wrong, one question is added without prompts; a single wrong answer makes a true/false question.",
        ru:
            "Без параметров интерактивный конструктор принимает один или несколько вопросов и сохраняет их все сразу. С --text, --correct и хотя бы одним --wrong вопрос добавляется без диалога; с одним неверным ответом получается вопрос «верно или неверно»."
    )
    public static let textOption = LocalizedText(en: "The question", ru: "Текст вопроса")
    public static let correctOption = LocalizedText(en: "The right answer", ru: "Правильный ответ")
    public static let wrongOption = LocalizedText(
        en: "A wrong answer; repeat for up to three",
        ru: "Неверный ответ; можно указать до трёх раз")
    public static let addCategoryOption = LocalizedText(en: "A category of your choice", ru: "Категория на ваш выбор")
    public static let addDifficultyOption = LocalizedText(en: "easy, medium or hard", ru: "easy, medium или hard")
    public static let questionsSummary = LocalizedText(en: "List your own questions", ru: "Показать ваши вопросы")
    public static let questionsRemoveSummary = LocalizedText(
        en: "Remove one of your questions", ru: "Удалить один из ваших вопросов")
    public static let questionID = LocalizedText(
        en: "The question's ID, as 'quizctl questions' lists it",
        ru: "Идентификатор вопроса из списка 'quizctl questions'")
}

// MARK: - history and stats

extension Strings.Commands {
    public static let historySummary = LocalizedText(
        en: "List finished games, newest first", ru: "Показать законченные игры, сначала новые")
    public static let limitOption = LocalizedText(
        en: "Show at most N games; default: 20", ru: "Показать не больше N игр; по умолчанию 20")
    public static let historyDiscussion = LocalizedText(
        en: "Deleting games does not change the statistics: they are all-time.",
        ru: "Удаление игр не меняет статистику: она ведётся за всё время.")
    public static let historyShowSummary = LocalizedText(
        en: "Show one game, question by question", ru: "Показать одну игру по вопросам")
    public static let historyShowDiscussion = LocalizedText(
        en: "For each question: your answer, the right one, hints used and time taken.",
        ru: "Для каждого вопроса: ваш ответ, правильный ответ, взятые подсказки и затраченное время.")
    public static let gameID = LocalizedText(
        en: "The game's ID; an unambiguous prefix is enough",
        ru: "Идентификатор игры; достаточно однозначного начала")
    public static let historyDeleteSummary = LocalizedText(
        en: "Remove one game from the history", ru: "Удалить одну игру из истории")
    public static let historyClearSummary = LocalizedText(
        en: "Remove every game from the history", ru: "Удалить все игры из истории")
    public static let statsSummary = LocalizedText(
        en: "All-time statistics and a chart of recent games",
        ru: "Статистика за всё время и график последних игр")
    public static let statsDiscussion = LocalizedText(
        en:
            "The record is the game with the most correct answers (an equal later game does not take it); across modes, the highest share of correct answers. Deleting history does not change the statistics.",
        ru:
            "Рекорд\u{00A0}— игра с наибольшим числом верных ответов (такая же более поздняя игра его не отнимает); по всем режимам\u{00A0}— наибольшая доля верных ответов. Удаление истории не меняет статистику."
    )
}

// MARK: - settings, sources, help

extension Strings.Commands {
    public static let settingsSummary = LocalizedText(
        en: "Show or change your settings", ru: "Показать или изменить настройки")
    public static let settingsGetSummary = LocalizedText(en: "Show one setting", ru: "Показать одну настройку")
    public static let settingsSetSummary = LocalizedText(en: "Change one setting", ru: "Изменить одну настройку")
    public static let settingKey = LocalizedText(
        en: "order, feedback-delay, language, color, difficulty, review-fuzz, review-new-per-day, posters, accessible or accessible-timer",
        ru: "order, feedback-delay, language, color, difficulty, review-fuzz, review-new-per-day, posters, accessible или accessible-timer")
    public static let settingValue = LocalizedText(
        en: "The new value; see the keys below", ru: "Новое значение; см. ключи ниже")
    public static let settingsKeys = LocalizedText(
        en: """
            Keys:
              order  random or sequential
              feedback-delay  seconds of pause after each answer's feedback
              language  en or ru; until set, LANG or LC_ALL decides
              color  auto, always or never
              difficulty  any, easy, medium or hard
              review-fuzz  on or off: spread review intervals a little (on), or keep them exact
              review-new-per-day  new cards a review session introduces per day, 0–1000 (default 20)
              posters  auto, on or off: movie posters as images on terminals that show them (auto: when detected)
              accessible  on or off: output for screen readers and logs, line by line, every state in words (as --plain)
              accessible-timer  off, double or same: the time limit in accessible mode (default double)
            """,
        ru: """
            Ключи:
              order  random или sequential
              feedback-delay  пауза в секундах после оценки каждого ответа
              language  en или ru; пока не задан, язык берётся из LANG или LC_ALL
              color  auto, always или never
              difficulty  any, easy, medium или hard
              review-fuzz  on или off: слегка разбрасывать интервалы повторения (on) или держать их точными
              review-new-per-day  сколько новых карточек в день вводит повторение, 0–1000 (по умолчанию 20)
              posters  auto, on или off: постеры фильмов картинками в терминалах, которые их показывают (auto: если распознан)
              accessible  on или off: вывод для экранного диктора и журналов, строка за строкой, всё словами (как --plain)
              accessible-timer  off, double или same: лимит времени в этом режиме — нет, вдвое больше или как есть (по умолчанию double)
            """)
    public static let sourcesSummary = LocalizedText(
        en: "List question sources, what each can feed and whether it is reachable",
        ru: "Показать источники вопросов: для чего годится каждый и доступен ли он")
    public static let sourcesDiscussion = LocalizedText(
        en:
            "A plugin source is any executable named quizctl-source-NAME in $QUIZCTL_HOME/plugins/ or on PATH. quizctl runs it as 'quizctl-source-NAME --count N [--difficulty D] [--category C]' and reads a question pack from its output; a non-zero exit, a time-out (30 s) or bad JSON is reported as that plugin's error.",
        ru:
            "Источник-плагин\u{00A0}— любая программа с именем quizctl-source-ИМЯ в $QUIZCTL_HOME/plugins/ или в PATH. quizctl запускает её как 'quizctl-source-ИМЯ --count N [--difficulty D] [--category C]' и читает набор вопросов из её вывода; ненулевой код выхода, превышение времени (30 с) или неверный JSON считаются ошибкой этого плагина."
    )
    public static let helpSummary = LocalizedText(en: "Show help for a command", ru: "Показать справку по команде")
    public static let helpCommand = LocalizedText(
        en: "The command, followed by its subcommand if any",
        ru: "Команда и, если нужно, её подкоманда")
}

// MARK: - examples written in the player's language

extension Strings.Commands {
    /// The question in the example is the player's own text, so it is in their language.
    public static let addExamples = LocalizedText(
        en: """
            quizctl add
            quizctl add --text "Which planet is largest?" --correct Jupiter --wrong Mars --wrong Venus --wrong Earth
            """,
        ru: """
            quizctl add
            quizctl add --text "Какая планета самая большая?" --correct Юпитер --wrong Марс --wrong Венера --wrong Земля
            """
    )
}
