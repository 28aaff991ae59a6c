import Foundation
import MillionaireMode
import QuizPlatform
import Testing

/// Whole games through the `Game` coordinator, saved through a caretaker in memory.
@Suite @MainActor struct MillionaireGameFlowTests {
    private typealias Fixtures = MillionaireFixtures

    /// Where the games end up: the caretaker the `Game` saves through.
    private let saved = SavedGames()

    private func makeGame() -> Game {
        Game(
            caretaker: saved.caretaker,
            clock: .ticking(from: Fixtures.start)
        )
    }

    /// A game started on the fake source's graded questions, options shuffled by `Game`.
    private func start(on game: Game, seed: UInt64) async throws -> GameSession {
        let registry = SourceRegistry([FakeFourOptionSource(questions: Fixtures.graded(6))])
        let request = GameRequest(mode: .millionaire, source: "fake", order: .random, seed: seed)
        let ladder = MillionaireLadder(difficulty: .medium)
        let questions = try await game.questions(for: request, rules: ladder, from: registry)
        return game.start(request, rules: ladder, questions: questions)
    }

    @Test func allThreeLifelinesThenWalkingAwayIsRecorded() async throws {
        let game = makeGame()
        let session = try await start(on: game, seed: 5)
        let hints = HintUsageFacade(session: session)

        Fixtures.answerRight(session, times: 1)
        let removed = try hints.use50to50Hint().removed
        #expect(!removed.contains(session.currentQuestion!.correctIndex))
        Fixtures.answerRight(session, times: 3)
        try hints.callFriend()
        Fixtures.answerRight(session, times: 2)
        try hints.useAuditoryHelp()
        Fixtures.answerRight(session, times: 1)
        #expect(throws: LifelineError.alreadyUsed) { try hints.callFriend() }
        session.walkAway()

        #expect(session.isOver)
        let record = try game.finish(session).record
        #expect(record.mode == .millionaire)
        #expect(record.outcome == .walkedAway)
        #expect(record.prize == 4_000)
        #expect(record.correct == 7 && record.total == 7)
        #expect(record.answers.map(\.hints) == [[], [.fiftyFifty], [], [], [.phoneAFriend], [], [.askTheAudience]])
        #expect(record.answers.map(\.difficulty) == Array(repeating: Difficulty.easy, count: 5) + [.medium, .medium])
        #expect(saved.recent(limit: 1, mode: .millionaire) == [record], "the record saved is the one kept")
    }

    @Test func wrongAnswerAtStepTwelveLeavesThirtyTwoThousand() async throws {
        let game = makeGame()
        let session = try await start(on: game, seed: 12)
        Fixtures.answerRight(session, times: 11)
        session.answer(.option(Fixtures.wrongOption(in: session)))

        #expect(session.isOver)
        let record = try game.finish(session).record
        #expect(record.outcome == .eliminated)
        #expect(record.prize == 32_000)
        #expect(record.correct == 11 && record.total == 12)
        #expect(MillionaireResultsTable(records: saved.all).rows.map(\.prize) == [32_000])
    }

    @Test func sameSeedPlaysTheSameGame() async throws {
        let game = makeGame()
        let first = try await start(on: game, seed: 8)
        let firstAudience = try HintUsageFacade(session: first).useAuditoryHelp()
        let second = try await start(on: game, seed: 8)
        #expect(first.questions == second.questions)
        #expect(try HintUsageFacade(session: second).useAuditoryHelp() == firstAudience)
    }
}
