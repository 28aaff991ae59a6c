import QuizPlatform
import Testing

@testable import MillionaireMode

@Suite struct MillionaireQuestionLoadingTests {
    private typealias Fixtures = MillionaireFixtures

    @Test(arguments: [
        (DifficultySetting.easy, [Difficulty.easy, .easy, .medium]),
        (.medium, [.easy, .medium, .hard]),
        (.any, [.easy, .medium, .hard]),
        (.hard, [.medium, .hard, .hard]),
    ])
    func settingShiftsTheTiers(setting: DifficultySetting, tiers: [Difficulty]) {
        let ladder = MillionaireLadder(difficulty: setting)
        #expect(ladder.tiers == tiers)
        #expect((1...15).map(ladder.difficulty(forStep:)) == tiers.flatMap { Array(repeating: $0, count: 5) })
    }

    @Test func difficultyRisesAlongTheLadder() async throws {
        var random = SplitMix64(seed: 42)
        let source = FakeFourOptionSource(questions: Fixtures.graded(8).shuffled(using: &random))
        let questions = try await MillionaireLadder().questions(for: Fixtures.request(), from: source)
        #expect(questions.count == 15)
        #expect(questions.map(\.difficulty) == [Difficulty.easy, .medium, .hard].flatMap { Array(repeating: $0, count: 5) })
        #expect(Set(questions.map(\.id)).count == 15)
    }

    @Test func hardSettingStartsAtMedium() async throws {
        let source = FakeFourOptionSource(questions: Fixtures.graded(10))
        let questions = try await MillionaireLadder(difficulty: .hard).questions(for: Fixtures.request(), from: source)
        #expect(questions.map(\.difficulty) == [Difficulty.medium, .hard, .hard].flatMap { Array(repeating: $0, count: 5) })
        #expect(Set(questions.map(\.id)).count == 15, "two hard tiers never share a question")
    }

    @Test func sequentialOrderKeepsTheSourcesOrderWithinATier() async throws {
        let source = FakeFourOptionSource(questions: Fixtures.graded())
        let questions = try await MillionaireLadder().questions(for: Fixtures.request(order: .sequential), from: source)
        #expect(questions.map(\.text) == (1...15).map { "Q\($0)" })
    }

    @Test func randomOrderShufflesWithinATierReproducibly() async throws {
        let source = FakeFourOptionSource(questions: Fixtures.graded())
        let ladder = MillionaireLadder()
        let first = try await ladder.questions(for: Fixtures.request(seed: 9, order: .random), from: source)
        let again = try await ladder.questions(for: Fixtures.request(seed: 9, order: .random), from: source)
        #expect(first == again)
        #expect(first.map(\.text) != (1...15).map { "Q\($0)" })
        #expect(first.prefix(5).allSatisfy { $0.difficulty == .easy })
    }

    @Test func sourceWithoutDifficultyFillsEveryTier() async throws {
        let source = FakeFourOptionSource(questions: (1...20).map { Fixtures.question($0) })
        let questions = try await MillionaireLadder().questions(for: Fixtures.request(), from: source)
        #expect(questions.map(\.text) == (1...15).map { "Q\($0)" })
    }

    @Test(arguments: [false, true])
    func shortTierIsFilledWithTheNearestDifficulty(sourceThrowsWhenShort: Bool) async throws {
        // Two hard questions only: the hard tier takes them, then the medium ones left over.
        let pool =
            (1...5).map { Fixtures.question($0, .easy) } + (6...13).map { Fixtures.question($0, .medium) }
            + [Fixtures.question(14, .hard), Fixtures.question(15, .hard)] + [Fixtures.question(16, .easy)]
        let source = FakeFourOptionSource(questions: pool, throwsWhenShort: sourceThrowsWhenShort)
        let questions = try await MillionaireLadder().questions(for: Fixtures.request(), from: source)
        #expect(
            questions.map(\.text) == [
                "Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9", "Q10",
                "Q14", "Q15", "Q11", "Q12", "Q13",
            ])
    }

    @Test(arguments: [false, true])
    func fewerThanFifteenQuestionsIsAnError(sourceThrowsWhenShort: Bool) async {
        let pool =
            (1...14).map { Fixtures.question($0, Difficulty.allCases[$0 % 3]) }
            + [Question(text: "two options", options: ["a", "b"], correctIndex: 0)]
        let source = FakeFourOptionSource(questions: pool, throwsWhenShort: sourceThrowsWhenShort)
        await #expect(throws: SourceError.notEnoughQuestions(available: 14, requested: 15)) {
            try await MillionaireLadder().questions(for: Fixtures.request(), from: source)
        }
    }

    @Test func sourceThatRefusesABigQueryIsAskedForWhatItHas() async throws {
        // 15 questions in all, the last three of unknown difficulty; the query without difficulty first asks for more than that.
        let pool = Array(Fixtures.graded().prefix(12)) + (13...15).map { Fixtures.question($0) }
        let source = FakeFourOptionSource(questions: pool, throwsWhenShort: true)
        let questions = try await MillionaireLadder().questions(for: Fixtures.request(), from: source)
        #expect(questions.map(\.text) == (1...15).map { "Q\($0)" })
    }
}
