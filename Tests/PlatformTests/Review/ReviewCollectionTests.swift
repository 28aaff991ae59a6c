import Foundation
import Testing

@testable import QuizPlatform

/// What `play review` asks, and in which order; what `quizctl review` counts.
@Suite struct ReviewCollectionTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000 - 1_800_000_000.truncatingRemainder(dividingBy: 86_400) + 12 * 3600)

    func card(_ phase: ReviewPhase, due offset: Double?, first: Double = -30 * 86_400, reviews: Int = 0, lapses: Int = 0) -> ReviewCard {
        ReviewCard(
            phase: phase, step: phase == .review ? nil : 0, stability: 3, difficulty: 5, due: offset.map(now.addingTimeInterval),
            lastReview: now.addingTimeInterval(-86_400), firstReview: now.addingTimeInterval(first), reps: 1, lapses: lapses,
            reviewsInReview: reviews)
    }

    func collection(_ cards: [String: ReviewCard], questions count: Int) -> ReviewCollection {
        ReviewCollection(
            questions: TestData.questions(count).enumerated().map { index, question in
                var question = question
                question.id = "q\(index + 1)"
                return question
            }, cards: cards)
    }

    @Test func learningFirstThenReviewsByDueDateThenNewCardsInTheOrderAdded() {
        let collection = collection(
            [
                "q1": card(.review, due: -600), "q2": card(.learning, due: -60), "q3": card(.review, due: -7200),
                "q4": card(.relearning, due: -300), "q5": card(.review, due: 60), "q6": card(.learning, due: 30),
                "q9": card(.review, due: -600),
            ], questions: 12)
        let queue = collection.queue(at: now, newPerDay: 2)
        #expect(queue.map(\.id) == ["q4", "q2", "q3", "q1", "q9", "q7", "q8"])
    }

    @Test func newCardsStartedTodayCountAgainstTheDailyLimit() {
        let collection = collection(
            ["q1": card(.learning, due: 3600, first: -3600), "q2": card(.review, due: 86_400, first: -13 * 3600)], questions: 6)
        // q1 was started today (UTC); q2 yesterday.
        #expect(collection.queue(at: now, newPerDay: 3).map(\.id) == ["q3", "q4"])
        #expect(collection.queue(at: now, newPerDay: 1).isEmpty)
        #expect(collection.queue(at: now, newPerDay: 0).isEmpty)
        #expect(collection.queue(at: now.addingTimeInterval(12 * 3600), newPerDay: 3).map(\.id) == ["q1", "q3", "q4", "q5"])
    }

    @Test func theOverviewCountsWhatIsDueWhenAndTheTrueRetention() {
        let collection = collection(
            [
                "q1": card(.review, due: -60, reviews: 6, lapses: 1), "q2": card(.learning, due: 600),
                "q3": card(.review, due: 13 * 3600, reviews: 2), "q4": card(.review, due: 3 * 86_400, reviews: 2, lapses: 1),
                "q5": card(.review, due: 40 * 86_400),
            ], questions: 7)
        let overview = collection.overview(at: now, newPerDay: 20)
        #expect(overview.dueNow == 3)
        #expect(overview.laterToday == 1)
        #expect(overview.tomorrow == 1)
        #expect(overview.thisWeek == 3)
        #expect(overview.newCards == 2 && overview.total == 7)
        #expect(overview.retention == 8.0 / 10.0)
        // The forecast is made only when asked for (the menu's count never needs it).
        #expect(overview.forecast.isEmpty)
        let forecast = collection.overview(at: now, newPerDay: 20, forecasting: FSRSScheduler()).forecast
        #expect(forecast.count == 30)
        // Due dates first: q1 (overdue) and q2 today, q3 tomorrow, q4 in three days; q5 is beyond.
        #expect(forecast[0] >= 2 && forecast[1] >= 1 && forecast[3] >= 1)
        // Then the reviews those bring back (stability 3 days: each comes back within the month).
        #expect(forecast.reduce(0, +) > 4)
    }

    @Test func noRetentionBeforeAnyReviewOfALearntCard() {
        #expect(collection(["q1": card(.learning, due: 60)], questions: 1).overview(at: now, newPerDay: 20).retention == nil)
    }
}
