import FactBank
import Foundation
import MillionaireMode
import QuizPlatform
import QuizStore
import Testing
import TriviaSource

/// The offline trivia source over the written pack and the generated bank,
/// with the player's history in a real database deciding what is fresh.
@Suite struct OfflineBankTests {
    /// A source offline over the real pack and bank, whose history is `client`.
    private func source(history client: QuizStoreClient) -> TriviaSource {
        TriviaSource(
            client: OpenTriviaClient(baseURL: URL(string: "http://127.0.0.1:1")!, http: .live),
            offlinePack: OfflineTriviaPack.entries, bank: FactBank.questions,
            askedQuestionIDs: { (try? client.askedQuestionIDs($0, $1)) ?? [] }, tokenFolder: nil)
    }

    /// Saves `questions` as one game, every answer right.
    private func save(_ questions: [Question], mode: ModeKind, to client: QuizStoreClient) throws {
        let answers = questions.map {
            AnswerRecord(
                question: $0.text, options: $0.options, correctAnswer: $0.correctOption, chosenAnswer: $0.correctOption,
                isCorrect: true, seconds: 1, questionID: $0.id, category: $0.category, difficulty: $0.difficulty)
        }
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        _ = try client.saveGame(
            GameRecord(
                mode: mode, source: "trivia", startedAt: now, finishedAt: now, outcome: .completed, correct: answers.count,
                total: answers.count, answers: answers))
    }

    @Test func aGameMixesKindsRatherThanFillingUpWithTheLargestTemplate() async throws {
        let source = source(history: try .inMemory())
        let questions = try await source.loadQuestions(QuestionQuery(count: 40, format: .choice, offline: true, seed: 3, order: .random))
        let kinds = Set(questions.map { $0.id.hasPrefix("bank:") ? String($0.id.split(separator: ":")[1]) : "pack" })
        #expect(kinds.count >= 10, "\(kinds.sorted())")
        #expect(questions.filter { !$0.id.hasPrefix("bank:") }.count >= 4, "the written pack is met in a game")
        #expect(Set(questions.map(\.id)).count == 40)
    }

    @Test func theSameSeedAsksOtherQuestionsOnceTheHistoryHoldsTheFirst() async throws {
        let client = try QuizStoreClient.inMemory()
        let source = source(history: client)
        let query = QuestionQuery(count: 10, format: .choice, offline: true, seed: 9)
        let first = try await source.loadQuestions(query)
        #expect(try await source.loadQuestions(query) == first, "a seed alone deals the same game")
        try save(first, mode: .classic, to: client)
        let second = try await source.loadQuestions(query)
        #expect(Set(second.map(\.id)).isDisjoint(with: first.map(\.id)))
    }

    @Test func todaysChallengeAsksTheSameQuestionsWhateverThePlayerHasSeen() async throws {
        let client = try QuizStoreClient.inMemory()
        let source = source(history: client)
        let request = GameRequest(
            mode: .classic, source: "trivia", seed: GameRequest.dailySeed(for: "2026-11-27"), offline: true,
            daily: "2026-11-27")
        let first = try await source.loadQuestions(request.query(format: .choice))
        try save(first, mode: .classic, to: client)
        #expect(try await source.loadQuestions(request.query(format: .choice)) == first)
    }

    @Test(arguments: [7, nil] as [UInt64?])
    func fiftyMillionaireGamesInARowRepeatNoQuestionWhileUnseenOnesOfItsDifficultyRemain(seed: UInt64?) async throws {
        let client = try QuizStoreClient.inMemory()
        let source = source(history: client)
        // Every four-option question of each difficulty the source can deal offline.
        let pool = fourOptionPool()
        var asked: [Difficulty: Set<String>] = [:]
        var repeats = 0
        for _ in 1...50 {
            let request = GameRequest(mode: .millionaire, source: "trivia", order: .random, seed: seed, offline: true)
            let ladder = try await MillionaireLadder().questions(for: request, from: source)
            #expect(ladder.count == 15)
            for difficulty in Difficulty.allCases {
                let tier = ladder.filter { $0.difficulty == difficulty }
                let fresh = pool[difficulty, default: 0] - asked[difficulty, default: []].count
                let repeated = tier.filter { asked[difficulty, default: []].contains($0.id) }.count
                // A question comes back only when fewer fresh ones than the tier needs were left.
                #expect(repeated <= max(0, tier.count - fresh), "\(repeated) repeats with \(fresh) fresh \(difficulty) left")
                repeats += repeated
                asked[difficulty, default: []].formUnion(tier.map(\.id))
            }
            try save(ladder, mode: .millionaire, to: client)
        }
        #expect(asked.values.reduce(0) { $0 + $1.count } + repeats == 750)
    }

    /// How many four-option questions of each difficulty the pack and bank hold.
    private func fourOptionPool() -> [Difficulty: Int] {
        var pool: [Difficulty: Int] = [:]
        for entry in OfflineTriviaPack.entries where entry.wrongCount == 3 { pool[entry.difficulty, default: 0] += 1 }
        for question in FactBank.questions where question.shape == .fourOptions { pool[question.difficulty, default: 0] += 1 }
        return pool
    }
}
