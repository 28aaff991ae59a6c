import QuizPlatform

extension BankQuestion {
    /// The question's text and options in both languages, made from the facts.
    public var wording: BankWording {
        switch template {
        case .capital, .capitalCountry, .neighbour, .currency: countryWording
        case .morePopulous, .largerArea, .populationStatement, .areaStatement: comparisonWording
        case .symbol, .elementOfSymbol, .higherAtomicNumber: elementWording
        case .filmFirst, .filmYear: filmWording
        }
    }

    private var countryWording: BankWording {
        let countries = FactBank.countries
        let country = countries[subject]
        var generator = BankOptions.generator(for: self)
        let sameRegion = { (index: Int) in countries[index].region == country.region }
        let others = countries.indices.filter { $0 != subject }
        switch template {
        case .capital:
            let capital = country.capital!
            let wrong = BankOptions.pick(
                others.filter { countries[$0].capital != nil }, preferring: sameRegion, name: { countries[$0].capital!.en },
                answer: capital.en, using: &generator)
            return choice(Strings.bankCapital(of: country.nameInSentence), capital, wrong.map { countries[$0].capital! })
        case .capitalCountry:
            let wrong = BankOptions.pick(
                others.filter { countries[$0].capital != nil }, preferring: sameRegion, name: { countries[$0].name.en },
                answer: country.name.en, using: &generator)
            return choice(Strings.bankCountry(ofCapital: country.capital!), country.name, wrong.map { countries[$0].name })
        case .neighbour:
            let (neighbour, wrong) = BankOptions.neighbourChoice(for: subject)!
            return choice(Strings.bankNeighbour(of: country.nameInSentence), countries[neighbour].name, wrong.map { countries[$0].name })
        default:
            let currency = country.currency!
            let wrong = BankOptions.pick(
                others.filter { countries[$0].currency != nil && countries[$0].currency!.code != currency.code },
                preferring: sameRegion, name: { countries[$0].currency!.name.en }, answer: currency.name.en, using: &generator)
            return choice(
                Strings.bankCurrency(of: country.nameInSentence), currency.name.capitalized,
                wrong.map { countries[$0].currency!.name.capitalized })
        }
    }

    private var comparisonWording: BankWording {
        let countries = FactBank.countries
        let (first, second) = (countries[subject], countries[other!])
        switch template {
        case .morePopulous:
            let larger = first.population > second.population ? first : second
            let smaller = larger == first ? second : first
            return choice(Strings.bankMorePopulous(first.nameInSentence, second.nameInSentence), larger.name, [smaller.name])
        case .largerArea:
            let larger = first.area > second.area ? first : second
            let smaller = larger == first ? second : first
            return choice(Strings.bankLargerArea(first.nameInSentence, second.nameInSentence), larger.name, [smaller.name])
        case .populationStatement:
            return BankWording(
                text: Strings.bankPopulationStatement(first.nameInSentence.capitalized, second.nameInSentence),
                answers: .statement(isTrue: isTrue))
        default:
            return BankWording(
                text: Strings.bankAreaStatement(first.nameInSentence.capitalized, second.nameInSentence),
                answers: .statement(isTrue: isTrue))
        }
    }

    private var elementWording: BankWording {
        let elements = FactBank.elements
        let element = elements[subject]
        var generator = BankOptions.generator(for: self)
        let others = elements.indices.filter { $0 != subject }
        let near = { (index: Int) in abs(elements[index].number - element.number) <= 10 }
        switch template {
        case .symbol:
            let wrong = BankOptions.pick(
                others, preferring: near, name: { elements[$0].symbol }, answer: element.symbol, using: &generator)
            return choice(
                Strings.bankSymbol(of: element.name.lowercased), LocalizedText(verbatim: element.symbol),
                wrong.map { LocalizedText(verbatim: elements[$0].symbol) })
        case .elementOfSymbol:
            let wrong = BankOptions.pick(
                others, preferring: near, name: { elements[$0].name.en }, answer: element.name.en, using: &generator)
            return choice(Strings.bankElement(ofSymbol: element.symbol), element.name, wrong.map { elements[$0].name })
        default:
            let second = elements[other!]
            let higher = element.number > second.number ? element : second
            let lower = higher == element ? second : element
            return choice(
                Strings.bankHigherAtomicNumber(element.name.lowercased, second.name.lowercased), higher.name, [lower.name])
        }
    }

    private var filmWording: BankWording {
        let films = FactBank.films
        let title = FactBank.title(of: subject)!
        if template == .filmYear {
            let year = films[subject].year
            var generator = BankOptions.generator(for: self)
            let years = (-6...6).map { year + $0 }.filter { $0 != year && $0 <= 2023 }
            let wrong = years.shuffled(using: &generator).prefix(3).map { LocalizedText(verbatim: String($0)) }
            return choice(Strings.bankFilmYear(title), LocalizedText(verbatim: String(year)), wrong)
        }
        let otherTitle = FactBank.title(of: other!)!
        let subjectIsEarlier = films[subject].year < films[other!].year
        return choice(
            Strings.bankFilmFirst(title, otherTitle), subjectIsEarlier ? title : otherTitle, [subjectIsEarlier ? otherTitle : title])
    }

    private func choice(_ text: LocalizedText, _ correct: LocalizedText, _ wrong: [LocalizedText]) -> BankWording {
        BankWording(text: text, answers: .choice(correct: correct, wrong: wrong))
    }
}

extension LocalizedText {
    /// Both languages with a capital first letter: an option, not a word in a sentence.
    var capitalized: LocalizedText {
        LocalizedText(en: en.prefix(1).uppercased() + en.dropFirst(), ru: ru.prefix(1).uppercased() + ru.dropFirst())
    }

    /// Both languages in lower case: a common noun inside a sentence ("iron", "железо").
    var lowercased: LocalizedText { LocalizedText(en: en.lowercased(), ru: ru.lowercased()) }
}
