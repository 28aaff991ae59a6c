import QuizPlatform

/// What `quizctl import --basics` says about a dry run, a short list and a
/// misplaced option (issue 14).
extension Strings {
    public static func moviesWouldImport(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "would import \(count) movie\(count == 1 ? "" : "s") (dry run: nothing saved)",
            ru: "будет импортировано фильмов: \(count) (пробный запуск: ничего не сохранено)"
        )
    }

    public static func moviesFewerThanLimit(_ count: Int, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "only \(count) of the rated titles are movies in the basics file with a year and not adult, "
                + "fewer than --limit \(limit); series, episodes, games, adult titles and movies without a year are left out",
            ru: "только \(count) из названий с оценкой — фильмы из файла basics с годом выпуска и не для взрослых, "
                + "меньше, чем --limit \(limit); сериалы, эпизоды, игры, фильмы для взрослых и фильмы без года пропускаются"
        )
    }

    public static let formatNotWithBasics = LocalizedText(
        en: "no --format with --basics: IMDb's datasets are always tab-separated",
        ru: "без --format при --basics: наборы данных IMDb всегда разделены табуляцией"
    )
}
