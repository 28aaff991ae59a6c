import Foundation
import Testing

@testable import QuizPlatform

@MainActor
@Suite struct RoundTests {
    /// Where the games end up: the caretaker the `Game` saves through.
    private let saved = SavedGames()

    private func game() -> Game {
        Game(
            caretaker: saved.caretaker,
            clock: .ticking(from: Date(timeIntervalSince1970: 1_000_000), step: 0.5))
    }

    @Test func aClassicRoundAsksEveryQuestionThenSavesTheGame() async throws {
        let game = game()
        let request = GameRequest(mode: .classic, source: "fixed", count: 3, order: .sequential, seed: 7)
        let registry = SourceRegistry([FixedSource(questions: TestData.questions(5))])
        let questions = try await game.questions(for: request, rules: ClassicRound(), from: registry)
        #expect(questions.map(\.text) == ["Question 1?", "Question 2?", "Question 3?"])
        let session = game.start(request, rules: ClassicRound(), questions: questions)
        session.showQuestion()
        #expect(session.answer(.option(questions[0].correctIndex)).isCorrect)
        #expect(!session.answer(.option((questions[1].correctIndex + 1) % 4)).isCorrect)
        #expect(!session.isOver)
        let last = session.answer(.timedOut)
        #expect(last.isGameOver && !last.isCorrect)
        #expect(session.isOver)
        let finished = try game.finish(session)
        #expect(finished.record.correct == 1 && finished.record.total == 3 && finished.record.outcome == .completed)
        #expect(finished.record.answers[2].chosenAnswer == nil)
        #expect(finished.statistics.overall.gamesPlayed == 1)
        #expect(saved.recent(limit: 5).map(\.id) == [finished.record.id])
    }

    @Test func optionsAreShuffledButTheRightAnswerIsKept() async throws {
        let game = game()
        let registry = SourceRegistry([FixedSource(questions: TestData.questions(10))])
        let request = GameRequest(mode: .classic, source: "fixed", count: 10, seed: 42)
        let questions = try await game.questions(for: request, rules: ClassicRound(), from: registry)
        #expect(questions.contains { $0.correctIndex != 0 })
        for question in questions { #expect(question.correctOption.hasSuffix("-0")) }
        let again = try await game.questions(for: request, rules: ClassicRound(), from: registry)
        #expect(again == questions, "the same seed gives the same game")
    }

    /// A flip card's grade: Again counts wrong, the others right, each kept
    /// as given; undo takes the last back and asks its card again.
    @Test func aGradedCardIsAnsweredByItsGradeAndUndoTakesItBack() {
        let session = GameSession(
            rules: ReviewRound(), request: GameRequest(mode: .review, source: "review", count: 3), questions: TestData.questions(3),
            clock: .live)
        #expect(!session.undoLastAnswer(), "nothing to take back yet")
        session.answer(.graded(.easy))
        session.answer(.graded(.again))
        #expect(session.answers.map(\.rating) == [.easy, .again])
        #expect(session.answers.map(\.isCorrect) == [true, false])
        #expect(session.answers[0].chosenAnswer == session.questions[0].correctOption)
        #expect(session.undoLastAnswer())
        #expect(session.currentQuestion == session.questions[1] && session.progress.value.answered == 1)
        session.answer(.graded(.hard))
        session.answer(.graded(.good))
        #expect(session.isOver && !session.undoLastAnswer(), "a game over keeps its answers")
        #expect(session.answers.map { ReviewRating($0) } == [.easy, .hard, .good])
    }

    @Test func progressReportsQuestionNumberAndShareRight() {
        let session = GameSession(
            rules: ClassicRound(), request: GameRequest(mode: .classic, source: "x", count: 3, seed: 1),
            questions: TestData.questions(3), clock: .live)
        var lines: [String] = []
        session.progress.observe { lines.append($0.line(.en)) }
        for option in [0, 1, 0] {
            session.showQuestion()
            session.answer(.option(option))
        }
        #expect(
            lines == [
                "Question 1/3 · 0% correct", "Question 1/3 · 100% correct",
                "Question 2/3 · 100% correct", "Question 2/3 · 50% correct",
                "Question 3/3 · 50% correct", "Question 3/3 · 67% correct",
            ])
    }

    @Test func aSourceWithTooFewQuestionsIsAClearError() async {
        let registry = SourceRegistry([FixedSource(questions: TestData.questions(2))])
        let request = GameRequest(mode: .classic, source: "fixed", count: 5, seed: 1)
        await #expect(throws: SourceError.notEnoughQuestions(available: 2, requested: 5)) {
            try await game().questions(for: request, rules: ClassicRound(), from: registry)
        }
    }

    @Test func aGameWhoseRoundStopsIsNotRecorded() async throws {
        struct Stopped: Error {}
        let game = game()
        await #expect(throws: Stopped.self) {
            try await game.play(
                GameRequest(mode: .yesno, source: "x", count: 2, seed: 1), rules: YesNoRound(),
                questions: TestData.questions(2, options: 2)
            ) { session in
                session.answer(.option(0))
                throw Stopped()
            }
        }
        #expect(saved.all.isEmpty)
    }

    @Test func playReturnsTheSavedGame() async throws {
        let game = game()
        let finished = try await game.play(
            GameRequest(mode: .yesno, source: "x", count: 2, seed: 1), rules: YesNoRound(),
            questions: TestData.questions(2, options: 2)
        ) { session in
            session.answer(.option(0))
            session.answer(.option(1))
        }
        #expect(finished.record.total == 2 && finished.record.correct == 1)
        #expect(finished.statistics.overall.gamesPlayed == 1)
        #expect(saved.all.map(\.id) == [finished.record.id])
    }
}

@Suite struct OrderStrategyTests {
    @Test func sequentialKeepsTheSourceOrder() {
        var random = SplitMix64(seed: 1)
        let picked = OrderKind.sequential.arrange(TestData.questions(5), count: 3, using: &random)
        #expect(picked.map(\.text) == ["Question 1?", "Question 2?", "Question 3?"])
    }

    @Test func randomIsReproducibleWithASeed() {
        var first = SplitMix64(seed: 99)
        var second = SplitMix64(seed: 99)
        var other = SplitMix64(seed: 100)
        let questions = TestData.questions(20)
        let a = OrderKind.random.arrange(questions, count: 20, using: &first)
        let b = OrderKind.random.arrange(questions, count: 20, using: &second)
        let c = OrderKind.random.arrange(questions, count: 20, using: &other)
        #expect(a == b)
        #expect(a != c)
        #expect(Set(a) == Set(questions))
    }
}
