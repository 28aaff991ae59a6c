import Foundation
import Testing

@testable import QuizPlatform

/// The reviews to expect each day: due dates, then the reviews they bring
/// back, recalled or forgotten as often as the model predicts.
@Suite struct ReviewForecastTests {
    let now = Date(timeIntervalSince1970: 1_767_225_600 + 9 * 3600)  // 2026-01-01 09:00 UTC
    let scheduler = FSRSScheduler()

    func reviewCard(stability: Double, due days: Double) -> ReviewCard {
        ReviewCard(
            phase: .review, step: nil, stability: stability, difficulty: 5, due: now.addingTimeInterval(days * 86_400),
            lastReview: now.addingTimeInterval((days - stability) * 86_400), firstReview: now.addingTimeInterval(-400 * 86_400), reps: 5)
    }

    func expected(_ cards: [ReviewCard]) -> [Int] {
        var forecast = ReviewForecast(now: now, scheduler: scheduler)
        for card in cards { forecast.add(card) }
        return forecast.counts
    }

    @Test func newCardsAndCardsDueAfterTheMonthAreNotInIt() {
        #expect(
            expected([ReviewCard(), reviewCard(stability: 100, due: 30), reviewCard(stability: 100, due: 45)])
                == Array(repeating: 0, count: 30))
    }

    /// A strong card due in 5 days is reviewed then, recalled 90 % of the
    /// time (its next interval months away), forgotten 10 %: relearnt that
    /// day, then back within days.
    @Test func aStrongCardIsExpectedOnceAndItsLapseSoonAfter() {
        let one = expected([reviewCard(stability: 200, due: 5)])
        #expect(one[5] == 1)
        #expect(one.enumerated().allSatisfy { day, count in day == 5 || count == 0 })
        // The lapse is there, below one review a day: 200 such cards show it.
        let many = expected(Array(repeating: reviewCard(stability: 200, due: 5), count: 200))
        // 200 on the day, plus the 20 forgotten relearnt the same day ...
        #expect(many[5] == 220)
        // ... which come back 5 days later (a lapse of a lapse, 1/100 of a
        // review, is below the branches followed: those go on recalled).
        #expect(many[10] == 20)
        #expect(many[6..<10].allSatisfy { $0 == 0 })
    }

    /// A young card comes back within the month: stability 2 days, recalled
    /// today, next due in 8 days, then beyond the month.
    @Test func aYoungCardIsExpectedEachTimeItComesBack() {
        let counts = expected([reviewCard(stability: 2, due: 0)])
        #expect(counts[0] == 1 && counts[8] == 1)
        #expect(counts.reduce(0, +) == 2)
    }

    @Test func anOverdueCardIsExpectedToday() {
        #expect(expected([reviewCard(stability: 300, due: -10)])[0] == 1)
    }

    /// Your own weights change the forecast: with a faster-decaying curve
    /// the same card lapses more and comes back sooner.
    @Test func theForecastFollowsTheWeightsInUse() {
        var weights = FSRSParameters.defaultWeights
        weights[20] = 0.8
        let steep = FSRSScheduler(parameters: FSRSParameters(weights: weights))
        var mine = ReviewForecast(now: now, scheduler: steep)
        var standard = ReviewForecast(now: now, scheduler: scheduler)
        for _ in 0..<100 {
            mine.add(reviewCard(stability: 10, due: 1))
            standard.add(reviewCard(stability: 10, due: 1))
        }
        #expect(mine.counts != standard.counts)
    }
}

extension ReviewForecastTests {
    /// Settings under which a card never grows past a day, and a card so
    /// weak it is forgotten at almost every review: reviewed, often
    /// relearnt, every day of the month, each lapse a branch of its own.
    /// At most 128 reviews of it are followed: `review` stays quick.
    @Test func aCardThatNeverGrowsIsFollowedAFixedNumberOfReviews() {
        let daily = FSRSScheduler(parameters: FSRSParameters(maximumInterval: 1))
        var forecast = ReviewForecast(now: now, scheduler: daily)
        var weak = reviewCard(stability: 0.1, due: -10)
        weak.difficulty = 10
        weak.lastReview = now.addingTimeInterval(-20 * 86_400)
        forecast.add(weak)
        // Due each of the 30 days, so every day expects it.
        #expect(forecast.counts.allSatisfy { $0 >= 1 })
        // Its futures, lapses and all, are cut off at the budget.
        #expect(forecast.reviewsFollowed == ReviewForecast.reviewsFollowedPerCard)
        // A strong card takes a dozen: its review, and its lapse's relearning and returns.
        var strong = ReviewForecast(now: now, scheduler: scheduler)
        strong.add(reviewCard(stability: 300, due: 3))
        #expect(strong.reviewsFollowed < 20)
    }
}
