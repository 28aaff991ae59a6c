import Foundation
import QuizStore
import Testing

@testable import QuizPlatform

/// A game's draw from your questions (`QuestionBankSampler`), on the
/// database that keeps them: only the questions visited are read.
@Suite struct QuestionBankSamplerTests {
    private func bank(_ count: Int) throws -> CustomQuestions {
        let questions = (1...count).map { number in
            CustomQuestion(
                entry: PackEntry(
                    text: "Q\(number) {braces} [brackets] \"quotes\" \\ back\\slash?", correct: "R\(number)", incorrect: ["W\(number)"],
                    difficulty: number.isMultiple(of: 2) ? .hard : .easy),
                createdAt: Date(timeIntervalSince1970: 0)
            )
        }
        let store = try QuizStoreClient.inMemory().customQuestions
        try store.add(questions)
        return store
    }

    @Test func sequentialPicksTheFirstMatchingInTheOrderAdded() throws {
        let store = try bank(20)
        let query = QuestionQuery(count: 3, format: .choice, difficulty: .hard)
        let picked = try QuestionBankSampler(questions: store).pick(count: 3, order: .sequential, seed: 1) {
            CustomQuestionSource.shape($0, for: query)
        }
        #expect(picked.map(\.correctOption) == ["R2", "R4", "R6"])
    }

    @Test func randomOrderIsReproducibleAndCoversTheBank() throws {
        let sampler = QuestionBankSampler(questions: try bank(200))
        let query = QuestionQuery(count: 10, format: .choice)
        let first = try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) }
        let again = try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) }
        let other = try sampler.pick(count: 10, order: .random, seed: 6) { CustomQuestionSource.shape($0, for: query) }
        #expect(first == again && first != other)
        #expect(Set(first.map(\.id)).count == 10)
    }

    /// A filter that leaves most out makes the draw read on, a few at a
    /// time, to the end of the bank; removed questions leave no hole.
    @Test func aSparseFilterReadsOnToTheEndAndRemovedQuestionsLeaveNoHole() throws {
        let store = try bank(100)
        let all = try store.all()
        for question in all.prefix(50) { #expect(try store.remove(question.id)) }
        let picked = try QuestionBankSampler(questions: store).pick(count: 5, order: .random, seed: 3) {
            $0.entry.correct == "R99" || $0.entry.correct == "R51" ? $0.question : nil
        }
        #expect(Set(picked.map(\.correctOption)) == ["R99", "R51"])
    }

    @Test func anEmptyBankDrawsNothing() throws {
        let store = try QuizStoreClient.inMemory().customQuestions
        #expect(try QuestionBankSampler(questions: store).pick(count: 3, order: .random, seed: 1) { $0.question }.isEmpty)
    }

    @Test func theSourcePlaysOnePackOrAll() async throws {
        let store = try bank(4)
        let date = Date(timeIntervalSince1970: 0)
        try store.add([
            CustomQuestion(
                entry: PackEntry(text: "Capital of France?", correct: "Paris", incorrect: ["Lyon"]), createdAt: date, pack: "capitals")
        ])
        let query = QuestionQuery(count: 10, format: .choice)
        #expect(try await CustomQuestionSource(store: store).loadQuestions(query).count == 5)
        let pack = try #require(CustomQuestionSource(store: store, sourceName: "custom:capitals"))
        #expect(try await pack.loadQuestions(query).map(\.text) == ["Capital of France?"])
        #expect(await pack.status(offline: true).details == [Strings.questionCount(1)])
    }

    /// The check of `quizctl add` looks up the new questions' keys only, and
    /// finds a saved question whatever its case and spaces.
    @Test func theBuilderFindsASavedQuestionByItsKey() throws {
        let store = try QuizStoreClient.inMemory().customQuestions
        let date = Date(timeIntervalSince1970: 0)
        try store.add(
            ["Alpha?", "  BETA?"].map { CustomQuestion(entry: PackEntry(text: $0, correct: "a", incorrect: ["b"]), createdAt: date) })
        #expect(try store.savedKeys(["alpha?", "beta?", "gamma?"]) == ["alpha?", "beta?"])
        let draft = PackEntry(text: "alpha? ", correct: "a", incorrect: ["b"])
        let builder = try QuestionBuilder(saved: store, for: [draft])
        #expect(builder.problems(of: draft) == [.duplicateQuestion("alpha?")])
    }
}
