import FoundationEssentials
import QuizPlatform

/// Strings of `quizctl movies update`: its refusals and the sizes it names.
extension Strings {
    /// "1.2 GB", "7.2 MB", "830 KB", "512 bytes"; a decimal comma in Russian.
    public static func byteCount(_ bytes: Int64) -> LocalizedText {
        if bytes < 1000 {
            return LocalizedText(en: "\(bytes) bytes", ru: "\(bytes) \(russianPlural(Int(bytes), one: "байт", few: "байта", many: "байт"))")
        }
        let (value, en, ru) =
            bytes < 1_000_000
            ? (Double(bytes) / 1e3, "KB", "КБ")
            : bytes < 1_000_000_000 ? (Double(bytes) / 1e6, "MB", "МБ") : (Double(bytes) / 1e9, "GB", "ГБ")
        let text = DecimalText.fixed(value, decimals: 1)
        return LocalizedText(en: "\(text) \(en)", ru: "\(russianDecimal(text)) \(ru)")
    }

    public static func updateCurlMissing(detail: String) -> LocalizedText {
        LocalizedText(
            en: "cannot download IMDb's datasets: quizctl needs the curl program (\(detail)); install it, e.g. sudo apt-get install curl",
            ru:
                "не удаётся скачать наборы данных IMDb: нужна программа curl (\(detail)); установите её, например: sudo apt-get install curl"
        )
    }

    public static func updateNotFound(url: String, status: Int) -> LocalizedText {
        LocalizedText(
            en: "\(url): not found (HTTP \(status)); check \(IMDbDatasetHost.environmentVariable) if you set it",
            ru: "\(url): файл не найден (HTTP \(status)); проверьте \(IMDbDatasetHost.environmentVariable), если вы её задавали"
        )
    }

    public static func updateServerFailed(url: String, status: Int) -> LocalizedText {
        LocalizedText(
            en: "\(url): the server failed (HTTP \(status)); try again later",
            ru: "\(url): ошибка на сервере (HTTP \(status)); попробуйте позже"
        )
    }

    public static func updateRefused(url: String, status: Int) -> LocalizedText {
        LocalizedText(en: "\(url): the server answered HTTP \(status)", ru: "\(url): сервер ответил HTTP \(status)")
    }

    public static func updateConnectionCut(url: String, received: Int64, detail: String) -> LocalizedText {
        let size = byteCount(received)
        return LocalizedText(
            en: "\(url): the connection was cut after \(size(.en)) (\(detail)); run quizctl movies update again to resume",
            ru: "\(url): соединение оборвалось после \(size(.ru)) (\(detail)); запустите quizctl movies update снова, чтобы докачать"
        )
    }

    public static func updateUnreachable(url: String, detail: String) -> LocalizedText {
        LocalizedText(en: "cannot reach \(url): \(detail)", ru: "нет связи с \(url): \(detail)")
    }

    public static func updateCannotWrite(path: String, reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot write \(path): \(reason); the movie list is unchanged",
            ru: "не удаётся записать \(path): \(reason); список фильмов не изменён"
        )
    }

    public static func updateTooLarge(url: String, limit: Int64) -> LocalizedText {
        let size = byteCount(limit)
        return LocalizedText(
            en: "\(url): the file passed \(size(.en)), more than an IMDb dataset can be; it was deleted and the movie list is unchanged",
            ru: "\(url): файл больше \(size(.ru)), чем может быть набор данных IMDb; он удалён, список фильмов не изменён"
        )
    }

    public static func updateNoSpace(path: String, available: Int64, reserve: Int64) -> LocalizedText {
        let (free, kept) = (byteCount(available), byteCount(reserve))
        return LocalizedText(
            en:
                "not enough disk space for \(path): \(free(.en)) free, and quizctl leaves at least \(kept(.en)); free some space and run quizctl movies update again to resume",
            ru:
                "мало места на диске для \(path): свободно \(free(.ru)), а quizctl оставляет не меньше \(kept(.ru)); освободите место и запустите quizctl movies update снова, чтобы докачать"
        )
    }

    public static func updateDeadline(url: String, seconds: Int64, received: Int64) -> LocalizedText {
        let size = byteCount(received)
        return LocalizedText(
            en:
                "\(url): not finished in \(seconds) s (--timeout), \(size(.en)) so far; run quizctl movies update again to resume, or give it longer with --timeout",
            ru:
                "\(url): не скачан за \(seconds) с (--timeout), получено \(size(.ru)); запустите quizctl movies update снова, чтобы докачать, или дайте больше времени через --timeout"
        )
    }

    public static func updateFailed(url: String, detail: String) -> LocalizedText {
        LocalizedText(en: "cannot download \(url): \(detail)", ru: "не удаётся скачать \(url): \(detail)")
    }

    public static func updateInvalidFile(file: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "the downloaded \(file) is not a valid IMDb dataset (\(reason(.en))); it was deleted and the movie list is unchanged",
            ru: "скачанный \(file) не является правильным набором данных IMDb (\(reason(.ru))); он удалён, список фильмов не изменён"
        )
    }

    public static func datasetTooFewRows(path: String, rows: Int, minimum: Int) -> LocalizedText {
        LocalizedText(
            en: "\(path): only \(rows) rated titles, fewer than the \(minimum) a real IMDb file has",
            ru: "\(path): всего \(rows) названий с оценкой, меньше \(minimum), которые есть в настоящем файле IMDb"
        )
    }
}

/// The movie source's lines in `quizctl sources` about the list from IMDb's datasets.
extension Strings {
    public static let datasetsNotDownloaded = LocalizedText(
        en: "IMDb datasets: not downloaded yet; quizctl movies update refreshes the ratings from them",
        ru: "наборы данных IMDb: ещё не скачаны; quizctl movies update обновит по ним оценки"
    )

    public static let moviesWithoutKeyPlaysDatasets = LocalizedText(
        en: "no IMDB_API_KEY: plays the list from IMDb's datasets",
        ru: "IMDB_API_KEY не задан: играем по списку из наборов данных IMDb"
    )

    public static func datasetsListLine(count: Int, refresh: MovieListRefresh) -> LocalizedText {
        let when = refreshDate(refresh.date)
        let films = LocalizedText(
            en: "\(count) movie\(count == 1 ? "" : "s")",
            ru: "\(count) \(russianPlural(count, one: "фильм", few: "фильма", many: "фильмов"))")
        return switch refresh.kind {
        case .ratings:
            LocalizedText(
                en: "IMDb datasets: \(films(.en)), ratings refreshed \(when) from \(refresh.origin)",
                ru: "наборы данных IMDb: \(films(.ru)), оценки обновлены \(when) из \(refresh.origin)")
        case .rebuilt:
            LocalizedText(
                en: "IMDb datasets: \(films(.en)), list rebuilt \(when) from \(refresh.origin)",
                ru: "наборы данных IMDb: \(films(.ru)), список собран заново \(when) из \(refresh.origin)")
        case .imported:
            LocalizedText(
                en: "IMDb datasets: \(films(.en)), imported \(when) from \(refresh.origin)",
                ru: "наборы данных IMDb: \(films(.ru)), импортировано \(when) из \(refresh.origin)")
        }
    }

    /// "2026-11-23 22:50 UTC": the same in both languages, unambiguous.
    static func refreshDate(_ date: Date) -> String {
        CivilTime(date).utcMinute
    }
}
