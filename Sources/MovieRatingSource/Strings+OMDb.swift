import QuizPlatform

/// OMDb's errors, the notice when a round falls back to the list's ratings,
/// and the OMDb line of `quizctl sources`.
extension Strings {
    public static let omdbInvalidKey = LocalizedText(
        en: "OMDb refused the key (Invalid API key!): check OMDB_API_KEY",
        ru: "OMDb не принял ключ (Invalid API key!): проверьте OMDB_API_KEY"
    )

    public static let omdbLimitReached = LocalizedText(
        en: "OMDb's daily request limit for this key is reached (Request limit reached!); it resets tomorrow",
        ru: "дневной лимит запросов OMDb для этого ключа исчерпан (Request limit reached!); он обновится завтра"
    )

    public static func omdbNotFound(_ imdbID: String) -> LocalizedText {
        LocalizedText(en: "OMDb knows no film \(imdbID)", ru: "в OMDb нет фильма \(imdbID)")
    }

    public static let omdbMalformed = LocalizedText(
        en: "OMDb sent an answer that is not its JSON",
        ru: "OMDb прислал ответ, который не похож на его JSON"
    )

    public static func omdbService(_ message: String) -> LocalizedText {
        LocalizedText(en: "OMDb answered: \(message)", ru: "OMDb ответил: \(message)")
    }

    public static func omdbBudgetSpent(limit: Int) -> LocalizedText {
        LocalizedText(
            en: "quizctl's budget of \(limit) OMDb requests a day is spent; more tomorrow",
            ru:
                "дневной запас quizctl в \(limit) \(russianPlural(limit, one: "запрос", few: "запроса", many: "запросов")) к OMDb исчерпан; завтра будет снова"
        )
    }

    public static func omdbTimedOut(seconds: Int) -> LocalizedText {
        LocalizedText(en: "OMDb did not answer within \(seconds) s", ru: "OMDb не ответил за \(seconds) с")
    }

    public static func omdbCannotConnect(host: String) -> LocalizedText {
        LocalizedText(en: "cannot connect to OMDb at \(host)", ru: "нет связи с OMDb (\(host))")
    }

    public static func omdbNoCurl(_ detail: String) -> LocalizedText {
        LocalizedText(
            en: "cannot reach OMDb: quizctl needs the curl program to go online (\(detail)); install it, e.g. sudo apt-get install curl",
            ru: "нет связи с OMDb: для работы с сетью quizctl нужна программа curl (\(detail)); "
                + "установите её, например: sudo apt-get install curl"
        )
    }

    /// Said once a round, when some of its films keep the list's ratings.
    public static func omdbFallback(_ problem: LocalizedText, films: Int) -> LocalizedText {
        LocalizedText(
            en: "\(problem.en) — \(films) \(films == 1 ? "film keeps" : "films keep") the list's rating",
            ru: "\(problem.ru) — для \(films) \(russianPlural(films, one: "фильма", few: "фильмов", many: "фильмов")) "
                + "берём рейтинг из списка"
        )
    }

    public static let omdbWithoutKey = LocalizedText(
        en: "OMDb: not configured (set OMDB_API_KEY for current ratings and posters)",
        ru: "OMDb: не настроен (задайте OMDB_API_KEY, чтобы получать свежие рейтинги и постеры)"
    )

    /// "OMDb at www.omdbapi.com: reachable · 42 films cached, last asked 3 h ago · 12 of 500 requests today".
    public static func omdbStatus(
        host: String, reachable: Bool?, cached: Int, lastFetchAge: Double?, requestsToday: Int, budget: Int, limitReached: Bool
    ) -> LocalizedText {
        let en = [
            "OMDb at \(host): key set, " + (reachable.map { $0 ? "reachable" : "not reachable" } ?? "not asked (offline)"),
            "\(cached) \(cached == 1 ? "film" : "films") cached for a week"
                + (lastFetchAge.map { ", last asked " + ageText($0, language: .en) + " ago" } ?? ""),
            "\(requestsToday) of \(budget) requests today" + (limitReached ? " (OMDb's limit reached)" : ""),
        ]
        let ru = [
            "OMDb (\(host)): ключ задан, " + (reachable.map { $0 ? "доступен" : "недоступен" } ?? "не опрашивался (офлайн)"),
            "в кэше на неделю: \(cached) \(russianPlural(cached, one: "фильм", few: "фильма", many: "фильмов"))"
                + (lastFetchAge.map { ", последний запрос " + ageText($0, language: .ru) + " назад" } ?? ""),
            "запросов сегодня: \(requestsToday) из \(budget)" + (limitReached ? " (лимит OMDb исчерпан)" : ""),
        ]
        return LocalizedText(en: en.joined(separator: " · "), ru: ru.joined(separator: " · "))
    }

    /// "5 min", "3 h", "2 d": how long ago, roughly.
    static func ageText(_ seconds: Double, language: Language) -> String {
        let minutes = Int(seconds / 60)
        switch (minutes, language) {
        case (..<60, .en): return "\(minutes) min"
        case (..<60, .ru): return "\(minutes) мин"
        case (..<(48 * 60), .en): return "\(minutes / 60) h"
        case (..<(48 * 60), .ru): return "\(minutes / 60) ч"
        case (_, .en): return "\(minutes / 1440) d"
        case (_, .ru): return "\(minutes / 1440) дн."
        }
    }
}
