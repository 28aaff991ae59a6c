import QuizPlatform

/// Open Trivia DB's category names as the player reads them. The API speaks
/// English only; the names are ours to translate, the questions are not.
extension Strings {
    /// Keyed by the API's own name; a name not listed (a category added later) is shown as is.
    public static let triviaCategoryTitles: [String: LocalizedText] = [
        "General Knowledge": LocalizedText(en: "General Knowledge", ru: "Общие знания"),
        "Entertainment: Books": LocalizedText(en: "Entertainment: Books", ru: "Развлечения: книги"),
        "Entertainment: Film": LocalizedText(en: "Entertainment: Film", ru: "Развлечения: кино"),
        "Entertainment: Music": LocalizedText(en: "Entertainment: Music", ru: "Развлечения: музыка"),
        "Entertainment: Musicals & Theatres": LocalizedText(
            en: "Entertainment: Musicals & Theatres", ru: "Развлечения: мюзиклы и театр"),
        "Entertainment: Television": LocalizedText(en: "Entertainment: Television", ru: "Развлечения: телевидение"),
        "Entertainment: Video Games": LocalizedText(en: "Entertainment: Video Games", ru: "Развлечения: видеоигры"),
        "Entertainment: Board Games": LocalizedText(en: "Entertainment: Board Games", ru: "Развлечения: настольные игры"),
        "Science & Nature": LocalizedText(en: "Science & Nature", ru: "Наука и природа"),
        "Science: Computers": LocalizedText(en: "Science: Computers", ru: "Наука: компьютеры"),
        "Science: Mathematics": LocalizedText(en: "Science: Mathematics", ru: "Наука: математика"),
        "Mythology": LocalizedText(en: "Mythology", ru: "Мифология"),
        "Sports": LocalizedText(en: "Sports", ru: "Спорт"),
        "Geography": LocalizedText(en: "Geography", ru: "География"),
        "History": LocalizedText(en: "History", ru: "История"),
        "Politics": LocalizedText(en: "Politics", ru: "Политика"),
        "Art": LocalizedText(en: "Art", ru: "Искусство"),
        "Celebrities": LocalizedText(en: "Celebrities", ru: "Знаменитости"),
        "Animals": LocalizedText(en: "Animals", ru: "Животные"),
        "Vehicles": LocalizedText(en: "Vehicles", ru: "Транспорт"),
        "Entertainment: Comics": LocalizedText(en: "Entertainment: Comics", ru: "Развлечения: комиксы"),
        "Science: Gadgets": LocalizedText(en: "Science: Gadgets", ru: "Наука: гаджеты"),
        "Entertainment: Japanese Anime & Manga": LocalizedText(
            en: "Entertainment: Japanese Anime & Manga", ru: "Развлечения: японское аниме и манга"),
        "Entertainment: Cartoon & Animations": LocalizedText(
            en: "Entertainment: Cartoon & Animations", ru: "Развлечения: мультфильмы и анимация"),
    ]
}
