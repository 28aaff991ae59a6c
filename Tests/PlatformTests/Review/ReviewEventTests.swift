import Foundation
import Testing

@testable import QuizPlatform

/// Review events: a game's, at each answer's moment; replayed through the
/// scheduler, fuzz included, to the same dates every time (quizctl.db's
/// log and its fold are QuizStoreTests' ReviewStoreTests).
@Suite struct ReviewEventTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A few answers to cards "a" and "b" over two weeks.
    func events(fuzz: Bool = false) -> [ReviewEvent] {
        let day = 86_400.0
        let plan: [(String, Double, ReviewRating)] = [
            ("a", 0, .good), ("b", 0, .again), ("b", 60, .good), ("a", 600, .good), ("b", 660, .good),
            ("a", 3 * day, .good), ("b", 2 * day, .hard), ("a", 9 * day, .again), ("a", 9 * day + 600, .good), ("b", 14 * day, .good),
        ]
        return plan.map { ReviewEvent(id: $0.0, at: start.addingTimeInterval($0.1), rating: $0.2, fuzz: fuzz) }
    }

    func replayed(_ events: [ReviewEvent]) -> [String: ReviewCard] {
        var cards: [String: ReviewCard] = [:]
        for event in events { cards[event.id] = event.applied(to: cards[event.id] ?? ReviewCard(), by: FSRSScheduler()) }
        return cards
    }

    @Test func aReviewNearYear9999IsNotDueInYear10000() {
        let late = DateBounds.latest.addingTimeInterval(-86_400)
        var card = ReviewCard()
        for day in 0..<8 {
            card = ReviewEvent(id: "a", at: late.addingTimeInterval(Double(day)), rating: .easy, fuzz: false).applied(
                to: card, by: FSRSScheduler())
        }
        #expect(card.due == DateBounds.latest)
    }

    @Test func fuzzIsRecordedWithTheAnswerSoTheReplayGivesTheSameDates() throws {
        let fuzzed = replayed(events(fuzz: true))
        #expect(fuzzed == replayed(events(fuzz: true)))
        #expect(fuzzed != replayed(events(fuzz: false)))
        // Graduated intervals of three days or more are spread; stability and difficulty are not.
        var moved = false
        var previous = ReviewCard()
        var exact = ReviewCard()
        for event in events(fuzz: true) where event.id == "a" {
            previous = event.applied(to: previous, by: FSRSScheduler())
            exact = ReviewEvent(id: "a", at: event.at, rating: event.rating, fuzz: false).applied(to: exact, by: FSRSScheduler())
            #expect(previous.stability == exact.stability && previous.difficulty == exact.difficulty)
            moved = moved || previous.due != exact.due
            previous.due = exact.due
        }
        #expect(moved)
    }

    @Test func aGamesEventsAreAtEachAnswersMomentWithItsRating() {
        func answer(_ id: String?, correct: Bool, seconds: Double, hints: [Hint] = []) -> AnswerRecord {
            AnswerRecord(
                question: "Q", options: ["a", "b"], correctAnswer: "a", chosenAnswer: correct ? "a" : nil, isCorrect: correct,
                seconds: seconds, hints: hints, questionID: id)
        }
        let game = GameRecord(
            mode: .millionaire, source: "custom", startedAt: start.addingTimeInterval(0.7), finishedAt: start.addingTimeInterval(20),
            outcome: .completed, correct: 2, total: 4,
            answers: [
                answer("x", correct: true, seconds: 4.5), answer(nil, correct: true, seconds: 2),
                answer("y", correct: false, seconds: 3), answer("z", correct: true, seconds: 30, hints: [.fiftyFifty]),
            ])
        let events = ReviewEvent.events(of: game, fuzz: true)
        #expect(events.map(\.id) == ["x", "y", "z"])
        #expect(events.map(\.rating) == [.good, .again, .hard])
        #expect(events.map(\.at) == [start.addingTimeInterval(5), start.addingTimeInterval(10), start.addingTimeInterval(20)])
        #expect(events.allSatisfy { $0.fuzz })
    }
}
