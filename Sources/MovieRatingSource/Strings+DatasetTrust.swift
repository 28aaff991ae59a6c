import QuizPlatform

/// The dataset import's refusals added for issue 14: an import that finds
/// nothing, or fewer movies than asked for, says why.
extension Strings {
    public static func datasetNoMovies(ratings: String, basics: String) -> LocalizedText {
        LocalizedText(
            en: "no rated title in \(ratings) is a movie in \(basics) (non-adult, with a year); "
                + "check that both files come from the same IMDb dataset; nothing was changed",
            ru: "ни одно название с оценкой из \(ratings) не является фильмом в \(basics) (не для взрослых, с годом выпуска); "
                + "проверьте, что оба файла из одного набора данных IMDb; ничего не изменено"
        )
    }
}
