import MovieRatingSource
import QuizPlatform
import Testing

@testable import FactBank

/// Each template's right answer, found again from the tables by a rule of its own.
enum FactCheck {
    static func verify(_ question: BankQuestion, _ wording: BankWording, sourceLocation: SourceLocation = #_sourceLocation) {
        let countries = FactTables.countries
        let elements = FactTables.elements
        let films = MovieSnapshot.movies
        let subject = question.subject
        if case .statement(let isTrue) = wording.answers {
            let other = question.other!
            let (lead, follow) =
                question.template == .populationStatement
                ? (Double(countries[subject].population), Double(countries[other].population))
                : (countries[subject].area, countries[other].area)
            #expect(isTrue == (lead > follow), "\(wording.text.en)", sourceLocation: sourceLocation)
            #expect(isTrue == question.isTrue, sourceLocation: sourceLocation)
            return
        }
        guard case .choice(let correct, let wrong) = wording.answers else { return }
        switch question.template {
        case .capital:
            #expect(correct == countries[subject].capital, sourceLocation: sourceLocation)
            #expect(wording.text.en.contains(countries[subject].name.en), sourceLocation: sourceLocation)
        case .capitalCountry:
            #expect(correct == countries[subject].name, sourceLocation: sourceLocation)
            #expect(wording.text.ru.contains(countries[subject].capital!.ru), sourceLocation: sourceLocation)
        case .neighbour:
            let country = countries[subject]
            let code = { (name: LocalizedText) in countries.first { $0.name == name }!.code }
            #expect(country.borders.contains(code(correct)), "\(wording.text.en)", sourceLocation: sourceLocation)
            for option in wrong {
                #expect(!country.borders.contains(code(option)) && code(option) != country.code, sourceLocation: sourceLocation)
            }
        case .currency:
            let currency = countries[subject].currency!
            #expect(correct.en.lowercased() == currency.name.en.lowercased(), sourceLocation: sourceLocation)
            #expect(wrong.allSatisfy { $0.en.lowercased() != currency.name.en.lowercased() }, sourceLocation: sourceLocation)
        case .morePopulous, .largerArea:
            let pair = [countries[subject], countries[question.other!]]
            let size = { (country: Country) in question.template == .morePopulous ? Double(country.population) : country.area }
            #expect(correct == pair.max { size($0) < size($1) }!.name, "\(wording.text.en)", sourceLocation: sourceLocation)
        case .symbol:
            #expect(correct.en == elements[subject].symbol, sourceLocation: sourceLocation)
        case .elementOfSymbol:
            #expect(correct == elements[subject].name, sourceLocation: sourceLocation)
            #expect(wording.text.en.hasSuffix(" \(elements[subject].symbol)?"), sourceLocation: sourceLocation)
        case .higherAtomicNumber:
            let pair = [elements[subject], elements[question.other!]]
            #expect(correct == pair.max { $0.number < $1.number }!.name, sourceLocation: sourceLocation)
        case .filmFirst:
            let pair = [films[subject], films[question.other!]]
            #expect(correct.en == pair.min { $0.year < $1.year }!.title, sourceLocation: sourceLocation)
            #expect(pair[0].year != pair[1].year, sourceLocation: sourceLocation)
        case .filmYear:
            #expect(correct.en == String(films[subject].year), sourceLocation: sourceLocation)
        case .populationStatement, .areaStatement:
            Issue.record("a statement worded as a choice: \(question.id)", sourceLocation: sourceLocation)
        }
    }
}
