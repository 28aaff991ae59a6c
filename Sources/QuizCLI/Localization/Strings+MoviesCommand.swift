import MovieRatingSource
import QuizPlatform

// MARK: - quizctl movies, movies update: help

extension Strings.Commands {
    public static let moviesSummary = LocalizedText(
        en: "Show the movie list and refresh it from IMDb's datasets",
        ru: "Показать список фильмов и обновить его по наборам данных IMDb")
    public static let moviesDiscussion = LocalizedText(
        en: """
            Movie rounds play the built-in IMDb Top 250 snapshot, or a list from IMDb's own datasets once you have run 'quizctl movies update' (or imported the files with 'quizctl import'); with IMDB_API_KEY they play tv-api.com's lists live instead.
            """,
        ru: """
            Раунды о фильмах идут по встроенному снимку IMDb Топ-250 или, после 'quizctl movies update' (или импорта файлов через 'quizctl import'), по списку из наборов данных самого IMDb; с IMDB_API_KEY — по спискам tv-api.com в реальном времени.
            """)
    public static let moviesUpdateSummary = LocalizedText(
        en: "Refresh the ratings and votes of the movie list from IMDb's datasets",
        ru: "Обновить оценки и число голосов списка фильмов по наборам данных IMDb")
    public static let moviesUpdateDiscussion = LocalizedText(
        en: """
            Downloads title.ratings.tsv.gz (about 7 MB) from IMDb's non-commercial datasets and refreshes the ratings and vote counts of the list games play (the built-in snapshot or the list you have). With --full it also downloads title.basics.tsv.gz (about 200 MB) and rebuilds the list: the most-voted movies, as many as the list has or --limit.

            Downloads go to the datasets folder of the data folder and resume where they stopped: after a cut connection, Ctrl-C or --timeout, run the command again. Each file may take --timeout seconds (default 300); title.ratings may be at most 64 MB and title.basics 1 GB, and a download stops before it leaves less than 1 GB free on the disk. Each file is checked whole (gzip, its columns, its size) before anything changes; until then the old list stays in play. --dry-run shows what would change and writes nothing.

            Environment:
              QUIZCTL_IMDB_DATASETS_URL  where the datasets are downloaded from; default https://datasets.imdbws.com/

            IMDb's datasets are for personal and non-commercial use (https://developer.imdb.com/non-commercial-datasets/).
            """,
        ru: """
            Скачивает title.ratings.tsv.gz (около 7 МБ) из некоммерческих наборов данных IMDb и обновляет оценки и число голосов списка, по которому идут игры (встроенного снимка или вашего списка). С --full скачивает ещё и title.basics.tsv.gz (около 200 МБ) и собирает список заново: фильмы с наибольшим числом голосов, столько, сколько их в списке, или --limit.

            Файлы скачиваются в папку datasets внутри папки данных и докачиваются с места остановки: после обрыва связи, Ctrl-C или --timeout запустите команду снова. На каждый файл даётся --timeout секунд (по умолчанию 300); title.ratings может весить не больше 64 МБ, title.basics — не больше 1 ГБ, и скачивание останавливается, прежде чем на диске останется меньше 1 ГБ. Каждый файл проверяется целиком (gzip, столбцы, размер), прежде чем что-то изменится; до тех пор играет прежний список. --dry-run показывает, что изменится, и ничего не записывает.

            Переменные окружения:
              QUIZCTL_IMDB_DATASETS_URL  откуда скачивать наборы данных; по умолчанию https://datasets.imdbws.com/

            Наборы данных IMDb — только для личного некоммерческого использования (https://developer.imdb.com/non-commercial-datasets/).
            """)
    public static let moviesFullOption = LocalizedText(
        en: "Also download title.basics (about 200 MB) and rebuild the list",
        ru: "Скачать ещё title.basics (около 200 МБ) и собрать список заново")
    public static let moviesLimitOption = LocalizedText(
        en: "Movies in a rebuilt list (with --full); default: as many as the list has",
        ru: "Сколько фильмов в заново собранном списке (с --full); по умолчанию столько, сколько в списке сейчас")
    public static let moviesTimeoutOption = LocalizedText(
        en: "Seconds each file may take to download (default 300); a file cut short resumes next time",
        ru: "Сколько секунд может скачиваться каждый файл (по умолчанию 300); недокачанный файл докачается в следующий раз")
    public static let moviesDryRunOption = LocalizedText(
        en: "Show what would change; write nothing", ru: "Показать, что изменится, ничего не записывая")
}

// MARK: - quizctl movies update: results and progress

extension Strings {
    public static let moviesLimitNeedsFull = LocalizedText(
        en: "--limit only with --full (a ratings refresh keeps the list's films)",
        ru: "--limit только вместе с --full (обновление оценок сохраняет фильмы списка)")

    static func moviesCount(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "\(count) movie\(count == 1 ? "" : "s")",
            ru: "\(count) \(russianPlural(count, one: "фильм", few: "фильма", many: "фильмов"))")
    }

    public static func moviesAddedHeading(_ count: Int) -> LocalizedText {
        LocalizedText(en: "New in the list (\(count)):", ru: "Новые в списке (\(count)):")
    }

    public static func moviesDroppedHeading(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Leaving the list (\(count)):", ru: "Уходят из списка (\(count)):")
    }

    public static func moviesChangedHeading(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Ratings and votes that change (\(count), the biggest first):",
            ru: "Изменения оценок и голосов (\(count), сначала самые большие):")
    }

    public static func moviesAndMore(_ count: Int) -> LocalizedText {
        LocalizedText(en: "… and \(count) more", ru: "… и ещё \(count)")
    }

    public static func moviesVotesChange(from old: Int, to new: Int) -> LocalizedText {
        old == new
            ? LocalizedText(en: "\(new) votes", ru: "голосов: \(new)")
            : LocalizedText(en: "\(old) → \(new) votes", ru: "голосов: \(old) → \(new)")
    }

    public static func moviesUnchanged(_ count: Int) -> LocalizedText {
        LocalizedText(en: "Unchanged: \(moviesCount(count)(.en)).", ru: "Без изменений: \(moviesCount(count)(.ru)).")
    }

    public static func moviesUpdateDryRun(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Dry run: nothing was written; the list would have \(moviesCount(count)(.en)).",
            ru: "Пробный запуск: ничего не записано; в списке было бы \(moviesCount(count)(.ru)).")
    }

    public static func moviesUpdated(_ count: Int, source: String) -> LocalizedText {
        LocalizedText(
            en: "The movie list is up to date: \(moviesCount(count)(.en)) from \(source).",
            ru: "Список фильмов обновлён: \(moviesCount(count)(.ru)) из \(source).")
    }

    public static let moviesChecking = LocalizedText(
        en: "Checking the downloaded ratings…", ru: "Проверяем скачанные оценки…")
    public static let moviesRebuilding = LocalizedText(
        en: "Checking the files and rebuilding the movie list…", ru: "Проверяем файлы и собираем список фильмов…")

    public static func downloadAmount(received: String, total: String) -> LocalizedText {
        LocalizedText(en: "\(received) of \(total)", ru: "\(received) из \(total)")
    }

    public static func downloadRate(_ bytes: LocalizedText) -> LocalizedText {
        LocalizedText(en: "\(bytes(.en))/s", ru: "\(bytes(.ru))/с")
    }

    public static func downloadTimeLeft(seconds: Int) -> LocalizedText {
        let minutes = seconds / 60
        let rest = seconds % 60
        return minutes > 0
            ? LocalizedText(en: "\(minutes) min \(rest) s left", ru: "осталось \(minutes) мин \(rest) с")
            : LocalizedText(en: "\(seconds) s left", ru: "осталось \(seconds) с")
    }
}
