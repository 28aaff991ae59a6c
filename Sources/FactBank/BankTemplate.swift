/// The kinds of question the bank asks; a question's id begins with its template's name.
public enum BankTemplate: String, Sendable, CaseIterable {
    /// "What is the capital of X?"
    case capital
    /// "Y is the capital of which country?"
    case capitalCountry = "capital-country"
    /// "Which country has the larger population: X or Y?"
    case morePopulous = "more-populous"
    /// "Which country is larger by area: X or Y?"
    case largerArea = "larger-area"
    /// "X has a larger population than Y." True or false.
    case populationStatement = "population-statement"
    /// "X is larger by area than Y." True or false.
    case areaStatement = "area-statement"
    /// "Which country borders X?"
    case neighbour
    /// "Which currency is used in X?"
    case currency
    /// "What is the chemical symbol of X?"
    case symbol
    /// "Which element has the chemical symbol S?"
    case elementOfSymbol = "element-of-symbol"
    /// "Which element has the higher atomic number: X or Y?"
    case higherAtomicNumber = "higher-atomic-number"
    /// "Which film came out first: A or B?"
    case filmFirst = "film-first"
    /// "In which year did A come out?"
    case filmYear = "film-year"

    /// Its place in `allCases`, for lists by template.
    public var ordinal: Int {
        switch self {
        case .capital: 0
        case .capitalCountry: 1
        case .morePopulous: 2
        case .largerArea: 3
        case .populationStatement: 4
        case .areaStatement: 5
        case .neighbour: 6
        case .currency: 7
        case .symbol: 8
        case .elementOfSymbol: 9
        case .higherAtomicNumber: 10
        case .filmFirst: 11
        case .filmYear: 12
        }
    }

    /// The table its subjects are positions in.
    public var subjects: BankSubjects {
        switch self {
        case .capital, .capitalCountry, .morePopulous, .largerArea, .populationStatement, .areaStatement, .neighbour, .currency:
            .countries
        case .symbol, .elementOfSymbol, .higherAtomicNumber: .elements
        case .filmFirst, .filmYear: .films
        }
    }

    /// The Open Trivia DB category its questions are filed under, so
    /// `--category geography` means the same for the bank as for the pack.
    public var category: String {
        switch subjects {
        case .countries: "Geography"
        case .elements: "Science & Nature"
        case .films: "Entertainment: Film"
        }
    }

    /// How many options its questions have: four, two (a pair to compare) or a true/false statement.
    public var shape: BankQuestionShape {
        switch self {
        case .capital, .capitalCountry, .neighbour, .currency, .symbol, .elementOfSymbol, .filmYear: .fourOptions
        case .morePopulous, .largerArea, .higherAtomicNumber, .filmFirst: .pair
        case .populationStatement, .areaStatement: .statement
        }
    }
}
