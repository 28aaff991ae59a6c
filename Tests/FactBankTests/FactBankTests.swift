import MovieRatingSource
import QuizPlatform
import Testing

@testable import FactBank

/// The whole generated bank, question by question: each right answer is
/// checked against the fact tables by rules written here, apart from the
/// templates that made it.
@Suite struct FactBankTests {
    static let questions = FactBank.questions
    static let wordings = questions.map(\.wording)

    @Test func theBankHoldsTenThousandDistinctQuestionsInEachLanguage() {
        #expect(Self.questions.count >= 10_000)
        #expect(Set(Self.questions.map(\.id)).count == Self.questions.count)
        for language in Language.allCases {
            let texts = Self.wordings.map { $0.text(language) }
            #expect(Set(texts).count == texts.count, "duplicate texts in \(language)")
        }
    }

    @Test func everyTemplateAndDifficultyIsRepresented() {
        for template in BankTemplate.allCases {
            #expect(Self.questions.contains { $0.template == template }, "no \(template) question")
        }
        // A Millionaire ladder draws four-option questions by difficulty.
        for difficulty in Difficulty.allCases {
            let ladder = Self.questions.filter { $0.difficulty == difficulty && $0.shape == .fourOptions }
            #expect(ladder.count >= 100, "\(ladder.count) four-option \(difficulty) questions")
        }
    }

    @Test func everyRightAnswerAgreesWithTheFacts() {
        for (question, wording) in zip(Self.questions, Self.wordings) {
            FactCheck.verify(question, wording)
        }
    }

    @Test func noWrongOptionEqualsTheAnswerOrAnother() {
        for wording in Self.wordings {
            guard case .choice(let correct, let wrong) = wording.answers else { continue }
            for language in Language.allCases {
                let options = ([correct] + wrong).map { $0(language) }
                #expect(Set(options).count == options.count, "\(wording.text.en): \(options)")
                #expect(options.allSatisfy { !$0.isEmpty })
            }
        }
    }

    @Test func fourOptionQuestionsHaveFourAndPairsTwo() {
        for (question, wording) in zip(Self.questions, Self.wordings) {
            switch (question.shape, wording.answers) {
            case (.fourOptions, .choice(_, let wrong)): #expect(wrong.count == 3, "\(question.id)")
            case (.pair, .choice(_, let wrong)): #expect(wrong.count == 1, "\(question.id)")
            case (.statement, .statement): break
            default: Issue.record("\(question.id) has the wrong shape")
            }
        }
    }

    @Test func russianIsCyrillicExceptChemicalSymbols() {
        let symbols = Set(FactBank.elements.map(\.symbol))
        for wording in Self.wordings {
            let text = wording.text.ru
            #expect(text.unicodeScalars.contains { RussianCheck.isCyrillic($0) }, "\(wording.text.ru)")
            for word in RussianCheck.latinWords(in: text) {
                #expect(symbols.contains(word), "English left in: \(wording.text.ru)")
            }
            guard case .choice(let correct, let wrong) = wording.answers else { continue }
            for option in [correct] + wrong where !RussianCheck.mayStayLatin(option.ru, symbols: symbols) {
                #expect(RussianCheck.latinWords(in: option.ru).isEmpty, "English option \(option.ru) in: \(wording.text.ru)")
            }
        }
    }

    @Test func everyQuestionFitsTheSmallestCard() {
        // A 40×15 terminal leaves 10 rows for the question (wrapped at 36
        // columns) and its options (each wrapped at 32, beside its key).
        for wording in Self.wordings {
            for language in Language.allCases {
                var rows = CardFit.lines(wording.text(language), width: 36)
                if case .choice(let correct, let wrong) = wording.answers {
                    rows += ([correct] + wrong).map { CardFit.lines($0(language), width: 32) }.reduce(0, +)
                } else {
                    rows += 2
                }
                #expect(rows <= 10, "\(rows) rows: \(wording.text(language))")
            }
        }
    }

    @Test func everyIdNamesItsQuestionsKeyAndOrdinalsFollowTheTemplatesOrder() {
        for question in Self.questions { #expect(BankKey(id: question.id) == question.key, "\(question.id)") }
        #expect(BankKey(id: "bank:capital:XX") == nil && BankKey(id: "custom:1") == nil && BankKey(id: "bank:nope:FR") == nil)
        #expect(BankTemplate.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
    }

    @Test func noCurrencyIsARetiredOne() {
        // CLDR names a retired code with its years ("Mauritanian Ouguiya (1973–2017)").
        for country in FactBank.countries {
            #expect(country.currency.map { !$0.name.en.contains("(") } ?? true, "\(country.code): \(country.currency?.name.en ?? "")")
        }
    }

    @Test func aQuestionReadsTheSameEveryTime() {
        for question in Self.questions.prefix(500) + Self.questions.suffix(500) {
            #expect(question.wording == question.wording)
        }
    }

    @Test func comparedPopulationsDifferByHalfAndAreasByAQuarterAndNeitherMoreThanThreefold() {
        for question in Self.questions {
            guard let other = question.other else { continue }
            let values: (Double, Double)
            let least: Double
            switch question.template {
            case .morePopulous, .populationStatement:
                values = (Double(FactBank.countries[question.subject].population), Double(FactBank.countries[other].population))
                least = 1.5
            case .largerArea, .areaStatement:
                values = (FactBank.countries[question.subject].area, FactBank.countries[other].area)
                least = 1.25
            default: continue
            }
            let ratio = max(values.0, values.1) / min(values.0, values.1)
            #expect(ratio >= least && ratio <= 3, "\(question.id): \(ratio)")
        }
    }
}
