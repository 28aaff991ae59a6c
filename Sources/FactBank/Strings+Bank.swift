import MovieRatingSource
import QuizPlatform

/// The templates of the generated bank. Russian names stay in the nominative:
/// a generic noun before them ("страны", "элемента") carries the case, as
/// Russian reference books write "в стране Франция".
extension Strings {
    static func bankCapital(of country: LocalizedText) -> LocalizedText {
        LocalizedText(en: "What is the capital of \(country.en)?", ru: "Какой город — столица страны \(country.ru)?")
    }

    static func bankCountry(ofCapital capital: LocalizedText) -> LocalizedText {
        LocalizedText(en: "\(capital.en) is the capital of which country?", ru: "Столица какой страны — \(capital.ru)?")
    }

    static func bankNeighbour(of country: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Which country borders \(country.en)?", ru: "Какая страна граничит со страной \(country.ru)?")
    }

    static func bankCurrency(of country: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Which currency is used in \(country.en)?", ru: "Какая валюта в ходу в стране \(country.ru)?")
    }

    static func bankMorePopulous(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "Which country has the larger population: \(first.en) or \(second.en)?",
            ru: "В какой стране больше население: \(first.ru) или \(second.ru)?")
    }

    static func bankLargerArea(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "Which country is larger by area: \(first.en) or \(second.en)?",
            ru: "Какая страна больше по площади: \(first.ru) или \(second.ru)?")
    }

    static func bankPopulationStatement(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "\(first.en) has a larger population than \(second.en).", ru: "По населению \(first.ru) больше, чем \(second.ru).")
    }

    static func bankAreaStatement(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(en: "\(first.en) is larger by area than \(second.en).", ru: "По площади \(first.ru) больше, чем \(second.ru).")
    }

    static func bankSymbol(of element: LocalizedText) -> LocalizedText {
        LocalizedText(en: "What is the chemical symbol of \(element.en)?", ru: "Какой химический символ у элемента \(element.ru)?")
    }

    static func bankElement(ofSymbol symbol: String) -> LocalizedText {
        LocalizedText(en: "Which element has the chemical symbol \(symbol)?", ru: "У какого элемента химический символ \(symbol)?")
    }

    static func bankHigherAtomicNumber(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "Which element has the higher atomic number: \(first.en) or \(second.en)?",
            ru: "У какого элемента больше атомный номер: \(first.ru) или \(second.ru)?")
    }

    static func bankFilmFirst(_ first: LocalizedText, _ second: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "Which film came out first: “\(first.en)” or “\(second.en)”?",
            ru: "Какой фильм вышел раньше: «\(first.ru)» или «\(second.ru)»?")
    }

    static func bankFilmYear(_ title: LocalizedText) -> LocalizedText {
        LocalizedText(en: "In which year did “\(title.en)” come out?", ru: "В каком году вышел фильм «\(title.ru)»?")
    }
}

/// What `sources` says of the bank.
extension Strings {
    public static let bankTitle = LocalizedText(en: "generated bank", ru: "сгенерированный банк")

    public static let bankAttributions = [
        LocalizedText(
            en:
                "countries: figures from countryinfo 1.0.1 (MIT), names from Unicode CLDR (Unicode licence), codes from pycountry (LGPL-2.1)",
            ru: "страны: данные countryinfo 1.0.1 (MIT), названия из Unicode CLDR (лицензия Unicode), коды из pycountry (LGPL-2.1)"),
        LocalizedText(
            en: "elements: periodictable 2.1.0 (public domain); Russian names written for quizctl",
            ru: "элементы: periodictable 2.1.0 (общественное достояние); русские названия записаны для quizctl"),
        LocalizedText(
            en: "films: the built-in IMDb Top 250, Russian titles written for quizctl. \(MovieSnapshot.attribution.en)",
            ru: "фильмы: встроенный Топ-250 IMDb, русские названия записаны для quizctl. \(MovieSnapshot.attribution.ru)"),
    ]

    /// "generated bank: 17,130 questions in English and Russian".
    public static func bankSize(_ count: Int) -> LocalizedText {
        let number = grouped(count)
        return LocalizedText(
            en: "generated bank: \(number.en) question\(count == 1 ? "" : "s") in English and Russian",
            ru:
                "сгенерированный банк: \(number.ru) \(russianPlural(count, one: "вопрос", few: "вопроса", many: "вопросов")) на русском и английском"
        )
    }
}
