import QuizPlatform

/// Strings of the full-screen machinery: menu footers, key hints, scrolling,
/// the line editor, the poster card and the accuracy chart.
extension Strings {
    // MARK: Menu footers and hints

    public static let footerMove = LocalizedText(en: "↑↓ move", ru: "↑↓ выбор")
    public static let footerChoose = LocalizedText(en: "Enter pick", ru: "Enter — ок")
    public static let footerBack = LocalizedText(en: "Esc/q back", ru: "Esc/q — назад")
    public static let footerQuit = LocalizedText(en: "Esc/q quit", ru: "Esc/q — выход")

    /// A key that does nothing on this screen, named so the player sees what was read.
    public static func keyNotHere(_ key: String) -> LocalizedText {
        LocalizedText(en: "“\(key)” does nothing here", ru: "«\(key)» здесь не действует")
    }

    /// "4–9 of 20": the rows of a long list now on screen.
    public static func listPosition(first: Int, last: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "\(first)–\(last) of \(total)", ru: "\(first)–\(last) из \(total)")
    }

    /// The footer of long text scrolled inside the screen (a game's review);
    /// short enough for 40 columns.
    /// After the position of text that scrolls over a menu: the keys that scroll it.
    public static let pageKeys = LocalizedText(en: "PgUp PgDn", ru: "PgUp PgDn")
    public static let pagerKeys = LocalizedText(
        en: "↑↓ PgUp PgDn Space · Enter/q close", ru: "↑↓ PgUp PgDn Пробел · Enter/q — закрыть")

    // MARK: The line editor

    public static let editorKeys = LocalizedText(
        en: "Enter save · Esc cancel · ←→ Home End", ru: "Enter — ок · Esc — отмена · ←→ Home End")

    // MARK: The poster card

    public static func posterRank(_ rank: Int) -> LocalizedText {
        LocalizedText(en: "#\(rank) in the list", ru: "№\(rank) в списке")
    }
    public static let posterDirector = LocalizedText(en: "Director", ru: "Режиссёр")
    public static let posterGenres = LocalizedText(en: "Genres", ru: "Жанры")

    /// An IMDb genre by its dataset name; one IMDb does not list is shown as it comes.
    public static func genreName(_ genre: String) -> LocalizedText {
        let russian: [String: String] = [
            "Action": "боевик", "Adult": "для взрослых", "Adventure": "приключения", "Animation": "мультфильм",
            "Biography": "биография", "Comedy": "комедия", "Crime": "криминал", "Documentary": "документальный",
            "Drama": "драма", "Family": "семейный", "Fantasy": "фэнтези", "Film-Noir": "фильм-нуар", "Game-Show": "игровое шоу",
            "History": "история", "Horror": "ужасы", "Music": "музыка", "Musical": "мюзикл", "Mystery": "детектив",
            "News": "новости", "Reality-TV": "реалити-шоу", "Romance": "мелодрама", "Sci-Fi": "фантастика",
            "Short": "короткометражка", "Sport": "спорт", "Talk-Show": "ток-шоу", "Thriller": "триллер", "War": "военный",
            "Western": "вестерн",
        ]
        return LocalizedText(en: genre, ru: russian[genre] ?? genre)
    }
    public static let posterYear = LocalizedText(en: "Year", ru: "Год")
    public static let posterLink = LocalizedText(en: "Poster ↗", ru: "Постер ↗")

    // MARK: The accuracy chart

    public static func chartTitle(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Accuracy, last \(count) game\(count == 1 ? "" : "s")",
            ru: "Точность за "
                + russianPlural(count, one: "последнюю \(count) игру", few: "последние \(count) игры", many: "последние \(count) игр"))
    }
    /// A game's letter in the chart, by its mode.
    public static func chartMarker(_ mode: ModeKind) -> LocalizedText {
        let letters: [ModeKind: (en: String, ru: String)] = [
            .yesno: ("y", "ф"), .classic: ("c", "в"), .millionaire: ("m", "м"), .review: ("r", "п"), .party: ("p", "г"),
        ]
        let letter = letters[mode] ?? ("?", "?")
        return LocalizedText(en: letter.en, ru: letter.ru)
    }
    public static let chartGamesAxis = LocalizedText(en: "games, oldest → newest", ru: "игры, от старых к новым")
}
