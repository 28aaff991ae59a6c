import QuizPlatform
import Testing
import TriviaSource

/// The offline pack is hand-written data: these checks catch the typos a
/// reviewer misses (a right answer repeated among the wrong ones, a stray
/// space, a question with two options where four were meant).
/// The checks that do not depend on words run in English and in Russian.
@Suite struct OfflinePackTests {
    private let entries = OfflineTriviaPack.entries(in: .en)

    private func isBoolean(_ entry: PackEntry) -> Bool {
        entry.incorrect.count == 1 && Set([entry.correct, entry.incorrect[0]]) == ["True", "False"]
    }

    @Test func isLargeEnoughToPlayManyRounds() {
        #expect(entries.count >= 150)
        #expect(Set(entries.compactMap(\.category)).count >= 8)
    }

    @Test func everyCategoryIsOneOfOpenTriviaDBsAndListedForOfflineFilters() {
        let names = OfflineTriviaPack.categories.map(\.name)
        #expect(Set(names) == Set(OfflineTriviaPack.entries.map(\.category)))
        #expect(names == TriviaCategory.builtIn.map(\.name).filter(names.contains), "in the API's order")
    }

    @Test func everyEntryHasACategoryAndADifficulty() {
        for entry in entries {
            #expect(entry.category != nil, "no category: \(entry.text)")
            #expect(entry.difficulty != nil, "no difficulty: \(entry.text)")
        }
    }

    @Test func everyDifficultyAndBothTypesArePresent() {
        #expect(Set(entries.compactMap(\.difficulty)) == Set(Difficulty.allCases))
        #expect(entries.contains(where: isBoolean))
        #expect(entries.contains { $0.incorrect.count == 3 })
    }

    @Test func everyCategoryMixesDifficultiesAndTypes() {
        let byCategory = Dictionary(grouping: entries) { $0.category ?? "" }
        for (category, questions) in byCategory {
            #expect(Set(questions.compactMap(\.difficulty)) == Set(Difficulty.allCases), "a difficulty missing: \(category)")
            #expect(questions.contains(where: isBoolean), "no true/false: \(category)")
            #expect(questions.contains { $0.incorrect.count == 3 }, "no multiple choice: \(category)")
        }
    }

    @Test(arguments: Language.allCases)
    func questionTextsAreUnique(language: Language) {
        let entries = OfflineTriviaPack.entries(in: language)
        var seen: Set<String> = []
        for entry in entries {
            #expect(seen.insert(entry.text.lowercased()).inserted, "asked twice: \(entry.text)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyQuestionHasExactlyOneRightAnswer(language: Language) {
        let entries = OfflineTriviaPack.entries(in: language)
        for entry in entries {
            let options = ([entry.correct] + entry.incorrect).map { $0.lowercased() }
            #expect(!entry.incorrect.map { $0.lowercased() }.contains(entry.correct.lowercased()), "right answer also wrong: \(entry.text)")
            #expect(Set(options).count == options.count, "repeated option: \(entry.text)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyQuestionIsMultipleChoiceOrTrueFalse(language: Language) {
        let entries = OfflineTriviaPack.entries(in: language)
        for entry in entries {
            #expect(entry.incorrect.count == 3 || isBoolean(entry), "neither four options nor True/False: \(entry.text)")
        }
    }

    @Test(arguments: Language.allCases)
    func noTextIsEmptyOrPadded(language: Language) {
        let entries = OfflineTriviaPack.entries(in: language)
        for entry in entries {
            for text in [entry.text, entry.correct, entry.category ?? ""] + entry.incorrect {
                #expect(!text.isEmpty, "empty text in: \(entry.text)")
                #expect(text == text.trimmingWhitespace, "padded text: \"\(text)\"")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func everyTextIsAlreadyTerminalSafe(language: Language) {
        let entries = OfflineTriviaPack.entries(in: language)
        for entry in entries {
            for text in [entry.text, entry.correct, entry.category ?? ""] + entry.incorrect {
                #expect(text == text.terminalSafe, "unsafe text: \(entry.text)")
            }
        }
    }

    @Test func entriesBecomeQuestionsWithTheRightAnswerFirst() throws {
        let entry = try #require(entries.first)
        let question = entry.question
        #expect(question.correctOption == entry.correct)
        #expect(question.options.count == entry.incorrect.count + 1)
    }
}

extension String {
    /// The text without leading or trailing whitespace or line breaks; plain
    /// Swift, so the test needs no Foundation.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
