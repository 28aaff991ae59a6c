import MovieRatingSource
import QuizPlatform

/// The generated bank: every question the templates make from the fact
/// tables, in a fixed order, so the same seed asks the same questions on
/// every machine and in both languages.
public enum FactBank {
    /// Every question, template by template. Made once, on first use: a few
    /// milliseconds of arithmetic over the tables, no text.
    public static let questions: [BankQuestion] = {
        var questions: [BankQuestion] = []
        questions += countryQuestions()
        questions += elementQuestions()
        questions += filmQuestions()
        return questions
    }()

    static var countries: [Country] { FactTables.countries }
    static var elements: [Element] { FactTables.elements }
    static var films: [Movie] { MovieSnapshot.movies }

    /// A film's title in both languages; nil when it has no Russian title, so it is not asked about.
    static func title(of index: Int) -> LocalizedText? {
        FactTables.russianFilmTitles[films[index].imdbID].map { LocalizedText(en: films[index].title, ru: $0) }
    }

    /// The position in `subjects`' table of the subject whose key is `key`.
    static func index(of key: String, in subjects: BankSubjects) -> Int? {
        switch subjects {
        case .countries: countryIndex[key]
        case .elements: elementIndex[key]
        case .films: filmIndex[key]
        }
    }

    private static let countryIndex = Dictionary(uniqueKeysWithValues: countries.enumerated().map { ($1.code, $0) })
    private static let elementIndex = Dictionary(uniqueKeysWithValues: elements.enumerated().map { ($1.symbol, $0) })
    private static let filmIndex = Dictionary(films.enumerated().map { ($1.imdbID, $0) }, uniquingKeysWith: { first, _ in first })

    /// The key of position `index` in the table `template` reads, for ids:
    /// an ISO code, a chemical symbol, an IMDb id.
    static func key(of index: Int, for template: BankTemplate) -> String {
        switch template.subjects {
        case .countries: countries[index].code
        case .elements: elements[index].symbol
        case .films: films[index].imdbID
        }
    }

    // MARK: - Countries

    private static func countryQuestions() -> [BankQuestion] {
        let fame = Fame(ranking: countries.indices, by: { Double(countries[$0].population) }, easy: 40, medium: 100)
        var questions: [BankQuestion] = []
        for index in countries.indices where countries[index].capital != nil {
            questions.append(BankQuestion(template: .capital, subject: index, difficulty: fame[index]))
        }
        for index in countries.indices where countries[index].capital != nil {
            questions.append(BankQuestion(template: .capitalCountry, subject: index, difficulty: fame[index]))
        }
        for index in countries.indices where BankOptions.hasNeighbourChoice(for: index) {
            questions.append(BankQuestion(template: .neighbour, subject: index, difficulty: fame[index]))
        }
        for index in countries.indices where countries[index].currency != nil {
            questions.append(BankQuestion(template: .currency, subject: index, difficulty: fame[index]))
        }
        // Populations are a decade old and some grow fast, so a pair must differ by half;
        // areas barely change, so a quarter will do.
        questions += comparisons(
            countries.map { Double($0.population) }, least: 1.5, fame: fame, ask: .morePopulous, state: .populationStatement)
        questions += comparisons(countries.map(\.area), least: 1.25, fame: fame, ask: .largerArea, state: .areaStatement)
        return questions
    }

    /// Every pair whose values differ by a factor between `least` (so the
    /// years since the figures cannot turn the answer) and 3 (so the answer
    /// is not obvious). Each pair is asked once: as a choice of two, or, for every
    /// other pair, as a statement that is true or false by the pair's place.
    private static func comparisons(
        _ values: [Double], least: Double, fame: Fame, ask: BankTemplate, state: BankTemplate
    ) -> [BankQuestion] {
        var questions: [BankQuestion] = []
        var pairs = 0
        for first in values.indices {
            for second in (first + 1)..<values.count {
                let (a, b) = (values[first], values[second])
                guard a > 0, b > 0 else { continue }
                let ratio = max(a, b) / min(a, b)
                guard ratio >= least, ratio <= 3 else { continue }
                let difficulty = fame.pair(first, second, close: ratio < least + 0.3)
                pairs += 1
                if pairs % 2 == 1 {
                    questions.append(BankQuestion(template: ask, subject: first, other: second, difficulty: difficulty))
                } else {
                    // True when the larger leads the sentence; every fourth pair is put the wrong way round.
                    let isTrue = pairs % 4 == 0
                    let (larger, smaller) = a > b ? (first, second) : (second, first)
                    let (lead, follow) = isTrue ? (larger, smaller) : (smaller, larger)
                    questions.append(BankQuestion(template: state, subject: lead, other: follow, difficulty: difficulty, isTrue: isTrue))
                }
            }
        }
        return questions
    }

    // MARK: - Elements

    private static func elementQuestions() -> [BankQuestion] {
        let fame = Fame.elements(elements)
        var questions: [BankQuestion] = []
        for index in elements.indices {
            questions.append(BankQuestion(template: .symbol, subject: index, difficulty: fame[index]))
        }
        for index in elements.indices {
            questions.append(BankQuestion(template: .elementOfSymbol, subject: index, difficulty: fame[index]))
        }
        let numbers = elements.map(\.number)
        for first in numbers.indices {
            for second in (first + 1)..<numbers.count {
                let gap = numbers[second] - numbers[first]
                guard (3...30).contains(gap) else { continue }
                questions.append(
                    BankQuestion(
                        template: .higherAtomicNumber, subject: first, other: second,
                        difficulty: fame.pair(first, second, close: gap < 8)))
            }
        }
        return questions
    }

    // MARK: - Films

    private static func filmQuestions() -> [BankQuestion] {
        let fame = Fame(ranking: films.indices, by: { Double(films[$0].votes) }, easy: 80, medium: 170)
        let titled = films.indices.filter { title(of: $0) != nil }
        // Two titles and the question must fit the smallest card.
        let short = titled.filter { index in
            title(of: index).map { max($0.en.unicodeScalars.count, $0.ru.unicodeScalars.count) <= 40 } ?? false
        }
        var questions: [BankQuestion] = []
        for index in titled {
            questions.append(BankQuestion(template: .filmYear, subject: index, difficulty: fame[index].harder))
        }
        let years = films.map(\.year)
        for (position, first) in short.enumerated() {
            for second in short[(position + 1)...] {
                let gap = abs(years[first] - years[second])
                guard (3...10).contains(gap) else { continue }
                questions.append(
                    BankQuestion(
                        template: .filmFirst, subject: first, other: second, difficulty: fame.pair(first, second, close: gap < 6)))
            }
        }
        return questions
    }
}
