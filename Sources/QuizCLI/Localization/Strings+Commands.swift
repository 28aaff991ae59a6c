import QuizPlatform

/// Strings of the command line: help of every command and option, and the
/// parser's error messages. Option help names its allowed values literally;
/// a test checks they match what the parser accepts.
extension Strings {
    public enum Commands {}
}

// MARK: - Help layout

extension Strings.Commands {
    public static let usage = LocalizedText(en: "usage:", ru: "использование:")
    public static let optionsPlaceholder = LocalizedText(en: "[options]", ru: "[параметры]")

    /// A placeholder of a usage line or an option (`MODE`, `--timer
    /// SECONDS`) in the reader's language (issue 28: the Russian help said
    /// `[COMMAND]`, `MODE`, `FILE`). What is typed in its place, such as a
    /// mode's name, stays as it is; a name not in the table is shown as given.
    public static func placeholder(_ name: String) -> LocalizedText {
        let russian: [String: String] = [
            "ADDRESS": "АДРЕС", "ANSWER": "ОТВЕТ", "COMMAND": "КОМАНДА", "FILE": "ФАЙЛ", "FORMAT": "ФОРМАТ", "ID|NAME": "НОМЕР|НАЗВАНИЕ",
            "KEY": "КЛЮЧ", "KIND": "ВИД", "LEVEL": "УРОВЕНЬ", "MODE": "РЕЖИМ", "NAME": "ИМЯ", "NAMES": "ИМЕНА",
            "ORDER": "ПОРЯДОК", "SECONDS": "СЕКУНДЫ", "SEP": "РАЗДЕЛИТЕЛЬ", "SHELL": "ОБОЛОЧКА", "STYLE": "СПОСОБ", "TEXT": "ТЕКСТ",
            "TYPE": "ТИП",
            "VALUE": "ЗНАЧЕНИЕ", "WHEN": "КОГДА", "WORD": "СЛОВО",
        ]
        return LocalizedText(en: name, ru: russian[name] ?? name)
    }
    public static let argumentsHeading = LocalizedText(en: "Arguments:", ru: "Аргументы:")
    public static let commandsHeading = LocalizedText(en: "Commands:", ru: "Команды:")
    public static let optionsHeading = LocalizedText(en: "Options:", ru: "Параметры:")
    public static let examplesHeading = LocalizedText(en: "Examples:", ru: "Примеры:")
}

// MARK: - Options every command accepts

extension Strings.Commands {
    public static let helpOption = LocalizedText(en: "Show this help", ru: "Показать эту справку")
    public static let versionOption = LocalizedText(en: "Show the version", ru: "Показать версию")
    public static let colorOption = LocalizedText(
        en: "When to use colours: auto, always or never",
        ru: "Когда раскрашивать вывод: auto, always или never")
    public static let jsonOption = LocalizedText(en: "Print JSON instead of text", ru: "Вывести JSON вместо текста")
    public static let yesOption = LocalizedText(
        en: "Don't ask for confirmation (only asked on a terminal)",
        ru: "Не спрашивать подтверждения (его спрашивают только в терминале)")
    public static let modeFilterOption = LocalizedText(
        en: "Only games of this mode: yesno, classic, millionaire, review or party",
        ru: "Только игры этого режима: yesno, classic, millionaire, review или party")
}

// MARK: - quizctl

extension Strings.Commands {
    public static let rootSummary = LocalizedText(
        en: "quizctl — quizzes in your terminal: movie ratings, trivia and “Who Wants to Be a Millionaire”",
        ru: "quizctl — викторины в терминале: рейтинги фильмов, вопросы на эрудицию и «Кто хочет стать миллионером»")
    public static let rootDiscussion = LocalizedText(
        en: """
            Without a command, on a terminal, quizctl opens the main menu. Run 'quizctl help COMMAND' for more about a command.

            Environment:
              QUIZCTL_HOME  data folder; default $XDG_DATA_HOME/quizctl, else ~/.local/share/quizctl
              QUIZCTL_OPENTDB_URL  Open Trivia DB base URL; default https://opentdb.com
              QUIZCTL_IMDB_URL  IMDb-API base URL; default https://tv-api.com
              IMDB_API_KEY  with it, movies loads Top 250 and Most Popular live; without it, the built-in snapshot
              OMDB_API_KEY  with it, a yes/no round's films get today's IMDb rating and poster from OMDb (not with --offline)
              QUIZCTL_OMDB_URL  OMDb base URL; default https://www.omdbapi.com/
              QUIZCTL_IMDB_DATASETS_URL  where movies update downloads IMDb's datasets; default https://datasets.imdbws.com/
              NO_COLOR  no colours, whatever the setting
              LANG, LC_ALL  ru… selects Russian when the language setting is not set
              QUIZCTL_NOW  an ISO-8601 time (2026-03-02T09:00:00Z) used as now, for scripts, tests and replaying a review schedule
              QUIZCTL_CURL  the curl program the online sources run; default the first curl on PATH

            Exit status:
              0  success
              1  failure at run time: network, data, an abandoned game
              2  usage error: unknown command, bad option or value
              130  interrupted
            """,
        ru: """
            Без команды в терминале quizctl открывает главное меню. Подробнее о команде: 'quizctl help КОМАНДА'.

            Переменные окружения:
              QUIZCTL_HOME  папка с данными; по умолчанию $XDG_DATA_HOME/quizctl, иначе ~/.local/share/quizctl
              QUIZCTL_OPENTDB_URL  адрес Open Trivia DB; по умолчанию https://opentdb.com
              QUIZCTL_IMDB_URL  адрес IMDb-API; по умолчанию https://tv-api.com
              IMDB_API_KEY  с ним movies загружает из сети Топ-250 и самые популярные фильмы; без него\u{00A0}— встроенный снимок
              OMDB_API_KEY  с ним фильмы раунда «да/нет» получают сегодняшний рейтинг IMDb и постер из OMDb (кроме --offline)
              QUIZCTL_OMDB_URL  адрес OMDb; по умолчанию https://www.omdbapi.com/
              QUIZCTL_IMDB_DATASETS_URL  откуда movies update скачивает наборы данных IMDb; по умолчанию https://datasets.imdbws.com/
              NO_COLOR  без цвета, что бы ни говорила настройка
              LANG, LC_ALL  ru… выбирает русский, если настройка language не задана
              QUIZCTL_NOW  время в ISO 8601 (2026-03-02T09:00:00Z), которое считается текущим: для сценариев, тестов и проверки расписания повторений
              QUIZCTL_CURL  программа curl, которую запускают сетевые источники; по умолчанию первая curl в PATH

            Код выхода:
              0  успех
              1  ошибка при работе: сеть, данные, прерванная игра
              2  ошибка в команде: неизвестная команда, неверный параметр или значение
              130  прервано
            """)
}

// MARK: - play

extension Strings.Commands {
    public static let playSummary = LocalizedText(en: "Play one game", ru: "Сыграть одну игру")
    public static let playMode = LocalizedText(
        en:
            "yesno (MovieQuiz round), classic (multiple-choice round), millionaire (15-step elimination ladder), review (your questions due by spaced repetition; with --mistakes, the questions you got wrong) or party (2 to 8 players on one terminal, see below); on a terminal, asked for when omitted",
        ru:
            "yesno (раунд «да или нет» по рейтингам фильмов), classic (раунд с вариантами ответа), millionaire (лестница из 15 вопросов на выбывание), review (ваши вопросы, которые пора повторить по расписанию; с --mistakes — вопросы, где вы ошиблись) или party (от 2 до 8 игроков у одного терминала, см. ниже); в терминале, если режим не указан, quizctl спросит"
    )
    public static let sourceOption = LocalizedText(
        en:
            "Where questions come from: movies, trivia, custom (yours), custom:PACK (one imported pack), mix (yours with the built-in ones), "
            + "pack:PATH or a plugin's name; default: movies for yesno, trivia for classic and millionaire",
        ru:
            "Откуда брать вопросы: movies, trivia, custom (ваши), custom:НАБОР (один импортированный набор), mix (ваши вперемешку со встроенными), "
            + "pack:ПУТЬ или имя плагина; по умолчанию movies для yesno, trivia для classic и millionaire"
    )
    public static let mistakesOption = LocalizedText(
        en: "Play the questions you answered wrong, until each is right twice in a row (the mistakes source)",
        ru: "Играть вопросы, на которые вы ответили неверно, пока не ответите верно дважды подряд (источник mistakes)")
    public static let countOption = LocalizedText(
        en: "Questions in a round (yesno, classic); default: 10",
        ru: "Вопросов в раунде (yesno, classic); по умолчанию 10")
    public static let categoryOption = LocalizedText(
        en: "Trivia category: an Open Trivia DB id or name; default: any",
        ru: "Категория вопросов: номер в Open Trivia DB или название; по умолчанию любая")
    public static let playDifficultyOption = LocalizedText(
        en: "easy, medium, hard or any; default: the difficulty setting",
        ru: "easy, medium, hard или any; по умолчанию\u{00A0}— настройка difficulty")
    public static let typeOption = LocalizedText(
        en: "Question type: multiple (four options) or boolean (true or false); default: both",
        ru: "Тип вопросов: multiple (четыре варианта) или boolean (верно или неверно); по умолчанию любой")
    public static let orderOption = LocalizedText(
        en: "Question order: random or sequential; default: the order setting",
        ru: "Порядок вопросов: random или sequential; по умолчанию\u{00A0}— настройка order")
    public static let timerOption = LocalizedText(
        en: "Time limit per question in seconds, 0 for none; an expired question counts as wrong; default: 0",
        ru: "Время на вопрос в секундах, 0\u{00A0}— без ограничения; просроченный вопрос считается неверным; по умолчанию 0")
    public static let delayOption = LocalizedText(
        en: "Pause in seconds after each answer's feedback; default: the feedback-delay setting on a terminal, 0 otherwise",
        ru: "Пауза в секундах после оценки каждого ответа; по умолчанию\u{00A0}— настройка feedback-delay в терминале, иначе 0")
    public static let seedOption = LocalizedText(
        en: "Makes shuffles, thresholds and hints reproducible; default: random",
        ru: "Делает перемешивание, пороги и подсказки воспроизводимыми; по умолчанию случайное")
    public static let dailyOption = LocalizedText(
        en: "Today's challenge: a seed derived from the date, the same for everyone",
        ru: "Задание дня: зерно из сегодняшней даты, одно для всех")
    public static let offlineOption = LocalizedText(
        en: "Never touch the network: built-in data and your own questions only",
        ru: "Не обращаться к сети: только встроенные данные и ваши вопросы")
    public static let onlineOption = LocalizedText(
        en: "Insist on the network: fail when a source cannot be reached instead of playing the built-in questions",
        ru: "Только по сети: если источник недоступен, завершиться с ошибкой, а не играть на встроенных вопросах")
    public static let playJSONOption = LocalizedText(
        en: "Print the finished game's record as JSON on stdout; everything else goes to stderr",
        ru: "Вывести запись о законченной игре в JSON в stdout; всё остальное\u{00A0}— в stderr")
    public static let verboseOption = LocalizedText(
        en: "Show more detail, such as a movie's crew",
        ru: "Показывать больше подробностей, например съёмочную группу фильма")
    public static let playDiscussion = LocalizedText(
        en:
            "On a terminal a single key answers: y or n for yes/no, 1–4 or a–d for options. When standard input is not a terminal, quizctl reads one answer per line, so a game can be scripted: y, yes, n, no, да, нет; 1–4 or a–d; in millionaire also 50 (fifty-fifty), friend (phone a friend), audience (ask the audience) and walk (take the money and stop). Input that ends before the game is over abandons it: nothing is recorded and the exit status is 1. Keys count by their place on the keyboard, so a Russian layout answers with the same keys. When a source cannot be reached and standard input is not a terminal, the game plays the built-in questions instead, with a notice on standard error; --online makes that a failure.",
        ru:
            "В терминале отвечают одной клавишей: y или n на вопрос «да или нет», 1–4 или a–d для вариантов. Если стандартный ввод не терминал, quizctl читает по ответу в строке, так что игру можно провести сценарием: y, yes, n, no, да, нет; 1–4 или a–d; в millionaire ещё 50 (50 на 50), друг или friend (звонок другу), зал или audience (помощь зала) и уйти или walk (забрать деньги и закончить). Если ввод кончился раньше игры, игра прерывается: ничего не записывается, код выхода 1. Клавиши считаются по их месту на клавиатуре, так что в русской раскладке отвечают те же клавиши. Если источник недоступен, а стандартный ввод не терминал, игра идёт на встроенных вопросах с уведомлением в стандартном потоке ошибок; с --online это ошибка."
    )
}

// MARK: - Parser errors

extension Strings.Commands {
    /// `command` is the full command (`quizctl history`) when the name was looked up below the top.
    public static func unknownCommand(_ name: String, in command: String?) -> LocalizedText {
        guard let command else {
            return LocalizedText(en: "unknown command '\(name)'", ru: "неизвестная команда «\(name)»")
        }
        return LocalizedText(
            en: "unknown command '\(name)' for '\(command)'", ru: "неизвестная команда «\(name)» для «\(command)»")
    }

    public static func didYouMean(_ suggestion: String) -> LocalizedText {
        LocalizedText(en: "(did you mean '\(suggestion)'?)", ru: "(может быть, «\(suggestion)»?)")
    }

    public static func unknownOption(_ option: String) -> LocalizedText {
        LocalizedText(en: "unknown option '\(option)'", ru: "неизвестный параметр «\(option)»")
    }

    public static func missingValue(_ option: String) -> LocalizedText {
        LocalizedText(en: "option '\(option)' needs a value", ru: "параметру «\(option)» нужно значение")
    }

    public static func invalidValue(_ value: String, for option: String, expected: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "invalid value '\(value)' for '\(option)': expected \(expected.en)",
            ru: "недопустимое значение «\(value)» для «\(placeholder(option).ru)», нужно: \(expected.ru)")
    }

    public static func unexpectedArgument(_ value: String) -> LocalizedText {
        LocalizedText(en: "unexpected argument '\(value)'", ru: "лишний аргумент «\(value)»")
    }

    public static func missingArgument(_ name: String) -> LocalizedText {
        LocalizedText(en: "missing argument \(name)", ru: "не указан аргумент \(placeholder(name).ru)")
    }

    public static func expectedOneOf(_ values: [String]) -> LocalizedText {
        let list = values.joined(separator: ", ")
        return LocalizedText(en: "one of \(list)", ru: "одно из \(list)")
    }

    /// An upper bound of `Int.max` means "no upper bound" and is not shown.
    public static func expectedInteger(_ lower: Int, _ upper: Int) -> LocalizedText {
        guard upper < Int.max else {
            return LocalizedText(en: "a whole number, at least \(lower)", ru: "целое число не меньше \(lower)")
        }
        return LocalizedText(
            en: "a whole number from \(lower) to \(upper)", ru: "целое число от \(lower) до \(upper)")
    }

    /// An infinite or greatest finite upper bound is not shown.
    public static func expectedNumber(_ lower: Double, _ upper: Double) -> LocalizedText {
        let (low, high) = (plain(lower), plain(upper))
        guard upper < .greatestFiniteMagnitude else {
            return LocalizedText(en: "a number, at least \(low.en)", ru: "число не меньше \(low.ru)")
        }
        return LocalizedText(en: "a number from \(low.en) to \(high.en)", ru: "число от \(low.ru) до \(high.ru)")
    }

    public static let expectedNoValue = LocalizedText(
        en: "no value (it is a flag)", ru: "без значения (это флаг)")

    /// 1 rather than 1.0, and a decimal comma in Russian.
    private static func plain(_ number: Double) -> LocalizedText {
        let text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        return LocalizedText(en: text, ru: String(text.map { $0 == "." ? "," : $0 }))
    }
}

extension Strings.Commands {
    public static let importSummary = LocalizedText(
        en: "Add a question pack or a deck, or IMDb's movie datasets", ru: "Добавить пакет вопросов, колоду или наборы данных IMDb")
    public static let importFile = LocalizedText(
        en: "the pack (JSON, CSV, Aiken, GIFT, Moodle XML), a deck, or title.ratings.tsv with --basics",
        ru: "пакет (JSON, CSV, Aiken, GIFT, Moodle XML), колода или title.ratings.tsv вместе с --basics")
    public static let dryRunOption = LocalizedText(
        en: "show what would be added, add nothing", ru: "показать, что будет добавлено, ничего не добавляя")
    public static let basicsOption = LocalizedText(
        en: "IMDb's title.basics.tsv(.gz): import movies instead of a pack",
        ru: "title.basics.tsv(.gz) из IMDb: импорт фильмов вместо пакета")
    public static let importLimitOption = LocalizedText(
        en: "with --basics: how many of the most-voted movies (default 250)",
        ru: "с --basics: сколько самых популярных фильмов взять (по умолчанию 250)")
    public static let importDiscussion = LocalizedText(
        en:
            """
            A pack is added all or nothing: any bad entry rejects the whole file with FILE:LINE: reason. Questions you already have are skipped and counted, and so are questions no mode plays (matching, numerical, essay, several right answers).

            Formats (by extension; a .txt, or a file without one, by its contents):
              json   quizctl's pack (with an optional "explanation"), a saved Open Trivia DB response (HTML entities, url3986 or base64 encoding), or The Trivia API's list
              csv    a header naming the columns: text,correct,incorrect1..3,category,difficulty (any order; "question" for text), question,A,B,C,D,answer (the answer a letter, a number or the option), or Kahoot's template; comma-separated
              aiken  Moodle's Aiken format: options A) or A. with or without a space, ANSWER: X; at most four options
              gift   Moodle's GIFT: Question {=right ~wrong #feedback ####explanation}, {T}/{F}, ::title::, $CATEGORY:, \\~ \\= \\# \\{ \\}
              moodle  Moodle's XML export: multichoice with one right answer, truefalse, shortanswer, categories, general feedback
            """,
        ru:
            """
            Пакет добавляется целиком или никак: любая ошибка отклоняет весь файл с указанием ФАЙЛ:СТРОКА: причина. Уже имеющиеся вопросы пропускаются и подсчитываются, как и вопросы, которые не играет ни один режим (на соответствие, числовые, эссе, с несколькими верными ответами).

            Форматы (по расширению; .txt и файл без него — по содержимому):
              json   пакет quizctl (с необязательным «explanation»), сохранённый ответ Open Trivia DB (HTML-сущности, кодировка url3986 или base64) или список The Trivia API
              csv    заголовок с названиями столбцов: text,correct,incorrect1..3,category,difficulty (в любом порядке; «question» вместо text), question,A,B,C,D,answer (ответ — буква, номер или текст варианта) или шаблон Kahoot; разделитель — запятая
              aiken  формат Aiken из Moodle: варианты A) или A. с пробелом или без, ANSWER: X; не больше четырёх вариантов
              gift   GIFT из Moodle: Вопрос {=верный ~неверный #отзыв ####пояснение}, {T}/{F}, ::название::, $CATEGORY:, \\~ \\= \\# \\{ \\}
              moodle  XML-выгрузка Moodle: multichoice с одним верным ответом, truefalse, shortanswer, категории, общий отзыв
            """
    )
    public static let exportSummary = LocalizedText(
        en: "Write your questions as a pack or an Anki package",
        ru: "Выгрузить свои вопросы пакетом или, с колодами, пакетом Anki")
    public static let exportFile = LocalizedText(
        en: "where to write; standard output when not given (json and csv only)",
        ru: "куда записать; стандартный вывод, если не указан (только json и csv)")
    public static let exportFormatOption = LocalizedText(
        en: "json, csv or apkg; from the file's extension when not given (default json)",
        ru: "json, csv или apkg; по расширению файла, если не указан (по умолчанию json)")
    public static let exportForceOption = LocalizedText(
        en: "with apkg, replace FILE when it exists (json and csv always replace it)",
        ru: "с apkg — заменить ФАЙЛ, если он есть (json и csv заменяют его всегда)")
    public static let exportDiscussion = LocalizedText(
        en: """
            json and csv hold your own questions, and quizctl import reads them back to the same set.

            apkg is an Anki package (the collection.anki2 layout every Anki imports) of your questions and your decks, with each card's review state. A file already there is kept unless --force: it may be a deck Anki gave you, with media quizctl does not keep. The same data exports to the same bytes.

            In the package:
              notes      one per card: Basic, Typed answer (Anki's {{type:Back}}) and Cloze note types, named "quizctl …"; your questions as "quizctl Question", the wrong options and the explanation in fields of their own, the category, difficulty and pack as tags
              decks      one per deck, "::" kept as Anki's hierarchy; your questions in the deck "quizctl"
              schedule   new, learning, review and relearning as Anki keeps them, the due date, interval, reps and lapses, FSRS's stability and difficulty (Anki 23.10 or later reads them), and the review log
            """,
        ru: """
            json и csv хранят ваши вопросы; quizctl import читает их обратно в тот же набор.

            apkg — пакет Anki (устройство collection.anki2, которое импортирует любая Anki) с вашими вопросами и колодами и состоянием повторения каждой карточки. Уже существующий файл сохраняется, если не указан --force: это может быть колода из Anki с медиафайлами, которых quizctl не хранит. Одни и те же данные выгружаются в одни и те же байты.

            В пакете:
              заметки     по одной на карточку: типы «quizctl …» — Basic, Typed answer ({{type:Back}} в Anki) и Cloze; ваши вопросы — «quizctl Question», неверные варианты и пояснение в отдельных полях, категория, сложность и пакет — метками
              колоды      по одной на колоду, «::» остаётся иерархией Anki; ваши вопросы — в колоде «quizctl»
              расписание  новые, изучаемые, повторяемые и переучиваемые карточки так, как их хранит Anki, срок, интервал, число повторений и забываний, стабильность и сложность FSRS (их читает Anki 23.10 и новее) и журнал повторений
            """)
}
