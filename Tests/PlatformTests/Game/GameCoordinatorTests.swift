import Foundation
import MillionaireMode
import Testing

@testable import QuizPlatform

/// The design card's shape: the `Game` owns the sessions in progress, each
/// session tells its delegate (the `Game`) of its answers and its end, and
/// the `Game` then keeps the result and saves the record, and lets it go.
@MainActor
@Suite struct GameCoordinatorTests {
    /// Where the games end up: the caretaker the `Game` saves through.
    private let saved = SavedGames()

    private func game() -> Game {
        Game(
            caretaker: saved.caretaker,
            clock: .ticking(from: Date(timeIntervalSince1970: 1_000_000), step: 0.5))
    }

    private let request = GameRequest(mode: .classic, source: "fixed", count: 3, order: .sequential, seed: 7)

    /// Listens to a session in the `Game`'s place.
    private final class Listener: GameSessionDelegate {
        var recorded: [String] = []
        var ends = 0
        func session(_ session: GameSession, didRecord answer: AnswerRecord) { recorded.append(answer.question) }
        func sessionDidEnd(_ session: GameSession) { ends += 1 }
    }

    @Test func theGameOwnsASessionUntilItEndsThenSavesItAndLetsItGo() throws {
        let game = game()
        let questions = TestData.questions(3)
        let session = game.start(request, rules: ClassicRound(), questions: questions)
        #expect(session.delegate === game)
        #expect(game.sessions.map(\.id) == [session.id] && game.session === session)
        session.answer(.option(questions[0].correctIndex))
        session.answer(.option((questions[1].correctIndex + 1) % 4))
        #expect(saved.recent(limit: 5).isEmpty, "nothing is saved before the end")
        session.answer(.option(questions[2].correctIndex))

        #expect(game.sessions.isEmpty && game.session == nil, "the ended session is let go")
        #expect(saved.recent(limit: 5).map(\.id) == [session.id], "saved as it ended")
        #expect(game.results == [SessionResult(gameID: session.id, mode: .classic, correct: 2, questions: 3)])
        #expect(abs(game.results[0].share - 2.0 / 3.0) < 1e-9)
        let finished = try game.finish(session)
        #expect(finished.record.id == session.id && finished.statistics.overall.gamesPlayed == 1)
        #expect(saved.recent(limit: 5).count == 1, "finish hands over the save, never saves twice")
    }

    @Test func aMillionaireResultIsTheShareOfTheWholeLadder() throws {
        let game = game()
        let ladder = MillionaireLadder()
        let questions = (0..<15).map { TestData.question($0) }
        let session = game.start(GameRequest(mode: .millionaire, source: "fixed", count: 15, seed: 1), rules: ladder, questions: questions)
        session.answer(.option(questions[0].correctIndex))
        session.answer(.option(questions[1].correctIndex))
        session.answer(.option(questions[2].correctIndex))
        session.walkAway()
        #expect(game.results.map(\.share) == [3.0 / 15.0], "3 of the ladder's 15 steps")
        #expect(try game.finish(session).record.outcome == .walkedAway)
    }

    @Test func aSessionLeftBeforeItsEndIsNotSaved() async throws {
        let game = game()
        struct Left: Error {}
        await #expect(throws: Left.self) {
            _ = try await game.play(request, rules: ClassicRound(), questions: TestData.questions(3)) { session in
                session.answer(.timedOut)
                throw Left()
            }
        }
        #expect(game.sessions.isEmpty && game.results.isEmpty)
        #expect(saved.recent(limit: 5).isEmpty)
    }

    @Test func aLadderKeptByItsCallerIsNotSavedOnItsOwn() throws {
        let game = game()
        let questions = TestData.questions(3)
        let session = game.start(request, rules: ClassicRound(), questions: questions, keptByCaller: true)
        for question in questions { session.answer(.option(question.correctIndex)) }
        #expect(game.sessions.isEmpty && game.results.count == 1)
        #expect(saved.recent(limit: 5).isEmpty, "a party keeps its ladders as one game")
    }

    @Test func theDelegateHearsEachAnswerAndTheEndOnce() {
        let listener = Listener()
        let questions = TestData.questions(2)
        let session = GameSession(rules: ClassicRound(), request: request, questions: questions, clock: .live)
        session.delegate = listener
        session.answer(.option(0))
        #expect(listener.recorded == [questions[0].text] && listener.ends == 0)
        session.answer(.timedOut)
        #expect(listener.recorded == questions.map(\.text) && listener.ends == 1)
    }

    @Test func thePartyInProgressIsOwnedUntilItIsFinished() throws {
        let game = game()
        let questions = TestData.questions(2)
        let party = game.startParty(.turn, players: ["Ann", "Bob"], request: request, questions: questions)
        #expect(game.party === party)
        _ = try party.answer(.option(questions[0].correctIndex), by: 0)
        _ = party.timeOut()
        let finished = try game.finish(party)
        #expect(game.party == nil && finished.record.mode == .party)
        #expect(game.results.last == SessionResult(gameID: party.id, mode: .party, correct: 1, questions: 2))
    }
}
