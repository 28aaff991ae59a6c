import QuizPlatform

/// Strings of the movie source: questions, the snapshot's attribution, the
/// IMDb-API's failures and the dataset import's errors.
extension Strings {
    // MARK: Source

    public static let moviesSummary = LocalizedText(
        en: "IMDb movie ratings: Top 250 and Most Popular",
        ru: "Рейтинги фильмов IMDb: Топ-250 и самые популярные"
    )

    /// IMDb's required wording, kept in English in both languages: it is the
    /// permission's own text, not ours to translate.
    public static let imdbAttribution = LocalizedText(
        en: "Information courtesy of IMDb (https://www.imdb.com). Used with permission.",
        ru: "Информация предоставлена IMDb (https://www.imdb.com). Используется с разрешения."
    )

    public static func snapshotLine(date: String, count: Int) -> LocalizedText {
        LocalizedText(
            en: "built-in snapshot: IMDb Top \(count) of \(date)",
            ru: "встроенный снимок: IMDb Топ-\(count) на \(date)"
        )
    }

    public static func importedListLine(count: Int) -> LocalizedText {
        LocalizedText(
            en: "imported from IMDb's datasets: \(count) movie\(count == 1 ? "" : "s")",
            ru: "импортировано из наборов данных IMDb: \(count) \(russianPlural(count, one: "фильм", few: "фильма", many: "фильмов"))"
        )
    }

    public static let moviesWithoutKey = LocalizedText(
        en: "no IMDB_API_KEY: plays the built-in list",
        ru: "IMDB_API_KEY не задан: играем по встроенному списку"
    )

    public static let moviesOffline = LocalizedText(
        en: "offline: plays the built-in list",
        ru: "без сети: играем по встроенному списку"
    )

    public static func moviesLive(host: String) -> LocalizedText {
        LocalizedText(
            en: "live Top 250 and Most Popular from the IMDb-API at \(host), kept for a day",
            ru: "Топ-250 и самые популярные из IMDb-API (\(host)), хранятся сутки"
        )
    }

    // MARK: Questions

    public static func ratingGreaterThan(_ threshold: String) -> LocalizedText {
        LocalizedText(
            en: "Is the rating of this movie greater than \(threshold)?",
            ru: "Рейтинг этого фильма больше чем \(russianDecimal(threshold))?")
    }

    public static func ratingLessThan(_ threshold: String) -> LocalizedText {
        LocalizedText(
            en: "Is the rating of this movie less than \(threshold)?", ru: "Рейтинг этого фильма меньше чем \(russianDecimal(threshold))?")
    }

    public static func rated(_ rating: String) -> LocalizedText {
        LocalizedText(en: "rated \(rating)", ru: "рейтинг \(russianDecimal(rating))")
    }

    public static let highestRatedQuestion = LocalizedText(
        en: "Which of these movies has the highest IMDb rating?",
        ru: "У какого из этих фильмов самый высокий рейтинг IMDb?"
    )

    public static func highestRatedExplanation(_ movie: String, rating: String) -> LocalizedText {
        LocalizedText(en: "\(movie) is rated \(rating)", ru: "У фильма «\(movie)» рейтинг \(russianDecimal(rating))")
    }

    public static func releaseYearQuestion(_ title: String) -> LocalizedText {
        LocalizedText(en: "In which year was \(title) released?", ru: "В каком году вышел фильм «\(title)»?")
    }

    public static func releasedIn(_ title: String, year: Int) -> LocalizedText {
        LocalizedText(en: "\(title) was released in \(year)", ru: "Фильм «\(title)» вышел в \(year) году")
    }

    public static func directorQuestion(_ title: String) -> LocalizedText {
        LocalizedText(en: "Who directed \(title)?", ru: "Кто снял фильм «\(title)»?")
    }

    public static func directedBy(_ title: String, _ directors: String) -> LocalizedText {
        LocalizedText(en: "\(title) was directed by \(directors)", ru: "Режиссёр фильма «\(title)» — \(directors)")
    }

    // MARK: IMDb-API failures

    public static func imdbHTTPStatus(_ status: Int) -> LocalizedText {
        LocalizedText(en: "the IMDb-API answered with HTTP status \(status)", ru: "IMDb-API ответил кодом HTTP \(status)")
    }

    public static let imdbUnreadableResponse = LocalizedText(
        en: "the IMDb-API sent a response that is not a movie list",
        ru: "IMDb-API прислал ответ, который не похож на список фильмов"
    )

    public static func imdbTimedOut(seconds: Int) -> LocalizedText {
        LocalizedText(
            en: "the IMDb-API did not answer within \(seconds) second\(seconds == 1 ? "" : "s")",
            ru: "IMDb-API не ответил за \(seconds) \(russianPlural(seconds, one: "секунду", few: "секунды", many: "секунд"))"
        )
    }

    public static func imdbCannotConnect(host: String) -> LocalizedText {
        LocalizedText(en: "cannot connect to \(host)", ru: "не удаётся подключиться к \(host)")
    }

    public static let imdbNoInternet = LocalizedText(en: "no internet connection", ru: "нет подключения к интернету")

    public static func imdbNetworkError(_ description: String) -> LocalizedText {
        LocalizedText(en: "network error: \(description)", ru: "ошибка сети: \(description)")
    }

    // MARK: Dataset import

    public static func datasetUnreadable(path: String, reason: String) -> LocalizedText {
        LocalizedText(en: "cannot read \(path): \(reason)", ru: "не удаётся прочитать \(path): \(reason)")
    }

    public static func datasetDecompressionFailed(path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "\(path): cannot decompress it: \(reason.en)",
            ru: "\(path): не удаётся распаковать файл: \(reason.ru)"
        )
    }

    public static let datasetNotGzip = LocalizedText(
        en: "it is not gzip data (a \".gz\" file starts with the bytes 1f 8b)",
        ru: "это не данные gzip (файл \".gz\" начинается с байтов 1f 8b)"
    )

    public static let datasetGzipTruncated = LocalizedText(
        en: "the file ends before its compressed data does (an interrupted download?)",
        ru: "файл обрывается раньше, чем сжатые данные (прерванная загрузка?)"
    )

    public static func datasetGzipDamaged(_ detail: String) -> LocalizedText {
        LocalizedText(en: "the compressed data is damaged (zlib: \(detail))", ru: "сжатые данные повреждены (zlib: \(detail))")
    }

    public static func datasetMissingColumns(path: String, columns: [String]) -> LocalizedText {
        let list = columns.joined(separator: ", ")
        return LocalizedText(
            en: "\(path):1: the header line lacks the column\(columns.count == 1 ? "" : "s") \(list)",
            ru: "\(path):1: в строке заголовка нет \(columns.count == 1 ? "столбца" : "столбцов") \(list)"
        )
    }

    /// `FILE:LINE: reason`, the form of every import error in quizctl.
    public static func datasetBadLine(path: String, line: Int, reason: LocalizedText) -> LocalizedText {
        LocalizedText(en: "\(path):\(line): \(reason.en)", ru: "\(path):\(line): \(reason.ru)")
    }

    public static func datasetFieldCount(expected: Int, found: Int) -> LocalizedText {
        LocalizedText(
            en: "expected \(expected) tab-separated fields, found \(found)",
            ru: "ожидалось полей через табуляцию: \(expected), а найдено: \(found)"
        )
    }

    public static func datasetLineTooLong(limit: Int) -> LocalizedText {
        LocalizedText(
            en: "the line is longer than \(limit / 1024) KB, which no line of IMDb's datasets is",
            ru: "строка длиннее \(limit / 1024) КБ, а таких строк в наборах данных IMDb не бывает"
        )
    }

    public static func datasetBadValue(column: String, value: String) -> LocalizedText {
        LocalizedText(en: "\(column) has a bad value '\(value)'", ru: "недопустимое значение \(column): «\(value)»")
    }
}
