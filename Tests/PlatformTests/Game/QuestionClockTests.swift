import Foundation
import Testing

@testable import QuizPlatform

/// The session's question clock: it starts when a question is first shown
/// and nothing but an answer stops it.
@MainActor
@Suite struct QuestionClockTests {
    private func session(timer: Double?, clock: ManualClock) -> GameSession {
        GameSession(
            rules: ClassicRound(), request: GameRequest(mode: .classic, source: "x", count: 2, seed: 1, timer: timer),
            questions: TestData.questions(2), clock: clock.wallClock)
    }

    @Test func showingAgainDoesNotRestartTheClock() {
        let clock = ManualClock()
        let session = session(timer: 6, clock: clock)
        #expect(session.timeLeft == 6)
        clock.advance(2)
        session.showQuestion()
        clock.advance(3)
        session.showQuestion()
        clock.advance(2)
        session.showQuestion()
        #expect(session.timeLeft == 1)
        clock.advance(1)
        #expect(session.isOutOfTime && session.timeLeft == 0)
        session.answer(.timedOut)
        #expect(session.answers[0].seconds == 6 && session.answers[0].chosenAnswer == nil && !session.answers[0].isCorrect)
        #expect(session.timeLeft == 6, "the next question has the whole limit until it is shown")
        clock.advance(4)
        session.showQuestion()
        clock.advance(1.5)
        session.answer(.option(0))
        #expect(session.answers[1].seconds == 1.5)
    }

    @Test func lifelinesDoNotStopTheClock() throws {
        let clock = ManualClock()
        let session = GameSession(
            rules: LifelineRules(), request: GameRequest(mode: .millionaire, source: "x", count: 1, seed: 1, timer: 10),
            questions: TestData.questions(1), clock: clock.wallClock)
        session.showQuestion()
        clock.advance(4)
        try session.useLifeline(.phoneAFriend)
        session.showQuestion()
        #expect(session.timeLeft == 6)
    }

    @Test func withoutALimitThereIsNoTimeLeftAndNoTimeout() {
        let clock = ManualClock()
        let session = session(timer: nil, clock: clock)
        session.showQuestion()
        clock.advance(1_000)
        #expect(session.timeLeft == nil && !session.isOutOfTime)
    }
}

/// A one-question round that offers lifelines.
private struct LifelineRules: GameMode {
    var kind: ModeKind { .millionaire }
    var format: QuestionFormat { .fourOptions }
    var defaultSource: String { "x" }
    var lifelines: Set<Hint> { Set(Hint.allCases) }
}
