import Foundation
import QuizPlatform
import Testing
import TriviaSource

/// `--offline`: the pack, with the filters the API would apply, and never the network.
@Suite struct TriviaOfflineTests {
    static let pack: [PackEntry] = [
        PackEntry(
            text: "Capital of Peru?", correct: "Lima", incorrect: ["Quito", "Bogotá", "La Paz"], category: "Geography", difficulty: .easy),
        PackEntry(
            text: "Longest river in Asia?", correct: "Yangtze", incorrect: ["Mekong", "Ganges", "Ob"], category: "Geography",
            difficulty: .medium),
        PackEntry(text: "Iceland has no mosquitoes.", correct: "True", incorrect: ["False"], category: "Geography", difficulty: .hard),
        PackEntry(
            text: "Chemical symbol of gold?", correct: "Au", incorrect: ["Ag", "Gd", "Go"], category: "Science & Nature", difficulty: .easy),
        PackEntry(
            text: "Sound travels faster in air than in water.", correct: "False", incorrect: ["True"], category: "Science & Nature",
            difficulty: .medium),
        PackEntry(
            text: "Who directed Jaws?", correct: "Steven Spielberg", incorrect: ["George Lucas", "Ridley Scott", "John Carpenter"],
            category: "Entertainment: Film", difficulty: .easy),
        PackEntry(
            text: "Casablanca is in colour.", correct: "False", incorrect: ["True"], category: "Entertainment: Film", difficulty: .easy),
        PackEntry(
            text: "Binary of 5?", correct: "101", incorrect: ["110", "111", "100"], category: "Science: Computers", difficulty: .hard),
        PackEntry(
            text: "Year the Berlin Wall fell?", correct: "1989", incorrect: ["1991", "1987", "1985"], category: "History",
            difficulty: .medium),
        PackEntry(
            text: "Tallest animal?", correct: "Giraffe", incorrect: ["Elephant", "Moose", "Ostrich"], category: "Animals", difficulty: .easy
        ),
    ]

    /// An offline source whose server would record any request it got.
    func load(_ query: QuestionQuery) async throws -> [Question] {
        let server = try scriptedOpenTriviaDB([:])
        var offline = query
        offline.offline = true
        let questions = try await triviaSource(server, pack: Self.pack).loadQuestions(offline)
        #expect(server.requests.isEmpty)
        return questions
    }

    @Test(arguments: ["22", "geography", "GEO"])
    func categoryByIdOrName(category: String) async throws {
        let questions = try await load(QuestionQuery(count: 3, format: .choice, category: category))
        #expect(Set(questions.map(\.text)) == ["Capital of Peru?", "Longest river in Asia?", "Iceland has no mosquitoes."])
        #expect(questions.allSatisfy { $0.category == "Geography" })
    }

    @Test func difficultyAndTypeFilter() async throws {
        let easyMultiple = try await load(QuestionQuery(count: 4, format: .choice, difficulty: .easy, choiceType: .multiple))
        #expect(Set(easyMultiple.map(\.text)) == ["Capital of Peru?", "Chemical symbol of gold?", "Who directed Jaws?", "Tallest animal?"])
        let booleans = try await load(QuestionQuery(count: 3, format: .choice, choiceType: .boolean))
        #expect(booleans.allSatisfy { $0.options == ["True", "False"] })
    }

    @Test func trueFalseOptionsReadTrueThenFalse() async throws {
        let question = try #require(try await load(QuestionQuery(count: 1, format: .choice, category: "film", choiceType: .boolean)).first)
        #expect(question.options == ["True", "False"])
        #expect(question.correctOption == "False")
    }

    @Test func theLadderGetsOnlyFourOptionQuestions() async throws {
        let questions = try await load(QuestionQuery(count: 7, format: .fourOptions))
        #expect(questions.allSatisfy { $0.options.count == 4 && $0.correctIndex == 0 })
    }

    @Test func notEnoughMatchingQuestions() async throws {
        await #expect(throws: SourceError.notEnoughQuestions(available: 2, requested: 5)) {
            try await load(QuestionQuery(count: 5, format: .choice, category: "film"))
        }
    }

    @Test func theSameSeedPicksTheSameQuestionsInTheSameOrder() async throws {
        let first = try await load(QuestionQuery(count: 5, format: .choice, seed: 42, order: .random))
        let again = try await load(QuestionQuery(count: 5, format: .choice, seed: 42, order: .random))
        let other = try await load(QuestionQuery(count: 5, format: .choice, seed: 43, order: .random))
        #expect(first.map(\.text) == again.map(\.text))
        #expect(first.map(\.text) != other.map(\.text))
        #expect(Set(first.map(\.text)).count == 5)
    }

    @Test func anUnknownCategoryOfflineListsTheCategories() async throws {
        await #expect(throws: TriviaCategoryError.unknown("cooking", candidates: TriviaCategory.builtIn)) {
            try await load(QuestionQuery(count: 1, format: .choice, category: "cooking"))
        }
    }

    @Test func yesNoRoundsPlayTheTrueFalseStatements() async throws {
        let questions = try await load(QuestionQuery(count: 3, format: .yesNo, offline: true, seed: 4))
        #expect(questions.count == 3)
        #expect(questions.allSatisfy { $0.options == [Strings.trueOption(.en), Strings.falseOption(.en)] })
        await #expect(throws: SourceError.failed(Strings.triviaYesNoPlaysStatements)) {
            try await load(QuestionQuery(count: 1, format: .yesNo, choiceType: .multiple, offline: true))
        }
    }

    @Test func theLadderCannotPlayTrueFalse() async throws {
        await #expect(throws: SourceError.failed(Strings.triviaTrueFalseHasTwoOptions)) {
            try await load(QuestionQuery(count: 1, format: .fourOptions, choiceType: .boolean))
        }
    }

    /// Issue 28: "Question order: sequential" had no effect on the built-in questions.
    @Test func theSequentialOrderTakesThePackAsItIsListed() async throws {
        let query = QuestionQuery(count: 5, format: .choice, choiceType: .multiple, seed: 7, order: .sequential)
        let questions = try await load(query)
        let listed = Self.pack.filter { $0.incorrect.count == 3 }.prefix(5).map(\.text)
        #expect(questions.map(\.text) == Array(listed))
    }
}
