import Foundation
import Testing

@testable import QuizPlatform

/// A generated collection of 5,000 cards, studied every day: every card due
/// that day reviewed from 9:00 (learning steps the same day), each review
/// folded as the store folds the log (balanced, or not, against the cards
/// due at that moment), fuzz on. The 30-day forecast is taken on the morning
/// after the last day, before its reviews. All from seeds and a fixed start:
/// no clock, no machine load.
struct GeneratedCollection {
    /// New cards a day until `cards` are in.
    var newPerDay: Int
    var cards = 5_000
    var days: Int
    var maximumInterval: Int
    /// Review grades drawn from the model's own retrievability (Again with
    /// probability 1 − R, as a learner FSRS describes), else a fixed mix.
    var forgetsAsModelled: Bool

    func forecast(balanced: Bool) -> [Int] {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let parameters = FSRSParameters(maximumInterval: maximumInterval)
        let scheduler = FSRSScheduler(parameters: parameters)
        let memory = FSRSMemory(parameters: parameters)
        var collection: [ReviewCard] = []
        var calendar = DueCalendar()
        var random = SplitMix64(seed: 30)
        var dueOn: [Int: [Int]] = [:]
        for day in 0..<days {
            var round = dueOn.removeValue(forKey: day) ?? []
            let adding = min(newPerDay, cards - collection.count)
            round += collection.count..<(collection.count + adding)
            collection += Array(repeating: ReviewCard(), count: adding)
            var moment = start.addingTimeInterval(Double(day) * 86_400 + 9 * 3600)
            // Rounds until nothing is due before the day ends (the learning steps come back within it).
            while !round.isEmpty {
                var again: [Int] = []
                for index in round {
                    moment = moment.addingTimeInterval(1)
                    let card = collection[index]
                    let rating = grade(card, at: moment, draw: Double(random.next() >> 11) / Double(1 << 53), memory: memory)
                    let event = ReviewEvent(id: "card-\(index)", at: moment, rating: rating, fuzz: true)
                    calendar.remove(card)
                    let next = event.applied(to: card, by: scheduler, balancing: balanced ? LoadBalancer(calendar: calendar) : nil)
                    calendar.add(next)
                    collection[index] = next
                    let due = Int((next.due!.timeIntervalSince(start) / 86_400).rounded(.down))
                    if due <= day { again.append(index) } else { dueOn[due, default: []].append(index) }
                }
                moment = moment.addingTimeInterval(10 * 60)
                round = again
            }
        }
        var counter = ReviewCounter(now: start.addingTimeInterval(Double(days) * 86_400 + 8 * 3600))
        for card in collection { counter.count(card) }
        return counter.forecast
    }

    /// Again, then Hard 3 %, Good 90 %, Easy 5 % of the rest: in review with
    /// Again at 1 − R when `forgetsAsModelled`, else (and in the steps) at 2 %.
    private func grade(_ card: ReviewCard, at moment: Date, draw: Double, memory: FSRSMemory) -> ReviewRating {
        var recall = 0.98
        if forgetsAsModelled, card.phase == .review, let stability = card.stability, let last = card.lastReview {
            recall = memory.retrievability(elapsedDays: FSRSScheduler.wholeDays(from: last, to: moment), stability: stability)
        }
        guard draw < recall else { return .again }
        let passed = draw / recall
        return passed < 0.03 ? .hard : passed < 0.95 ? .good : .easy
    }

    static func busiestOverMean(_ forecast: [Int]) -> Double {
        Double(forecast.max()!) / (Double(forecast.reduce(0, +)) / Double(forecast.count))
    }
}

/// Load balancing against the same learner without it.
@Suite struct LoadBalancerTests {
    /// The collection, as a long-running learner's: 20 new cards a
    /// day (Anki's default limit) until the 5,000 are in (250 days), then
    /// 300 more days, over three times the longest interval (90 days, the
    /// longest Anki balances), so the due dates are in steady state; review
    /// grades as the model predicts (about 10 % Again at 90 % retention).
    ///
    /// Busiest day over the 30-day mean: 1.27 balanced, 1.34 with fuzz alone.
    /// The 15 % is not met, and no balancer could meet it here: the
    /// balanced forecast falls smoothly from 79 to 52 because a forecast only
    /// holds reviews already scheduled, and the ~10 % of reviews that lapse
    /// come back within days (relearning, then short intervals), so the near
    /// days hold reviews the far days will only get later. Balancing removes
    /// the day-to-day spikes (fuzz alone ranges 41 to 80 around the same
    /// slope, jumping by up to 19 cards a day; balanced, by 4 at most), not
    /// that slope.
    @Test func balancingFlattensALearnersForecast() {
        let collection = GeneratedCollection(newPerDay: 20, days: 550, maximumInterval: 90, forgetsAsModelled: true)
        let balanced = collection.forecast(balanced: true)
        let fuzzedOnly = collection.forecast(balanced: false)
        let balancedRatio = GeneratedCollection.busiestOverMean(balanced)
        let fuzzedRatio = GeneratedCollection.busiestOverMean(fuzzedOnly)
        #expect(balancedRatio < fuzzedRatio)
        #expect(balancedRatio < 1.3)
        #expect(fuzzedRatio > 1.3)
        // The 15 % is not met here (see above): if it ever is, say so.
        #expect(balancedRatio > 1.15)
        // Day to day, the balanced forecast moves smoothly; fuzz alone spikes.
        let step = { (forecast: [Int]) in zip(forecast, forecast.dropFirst()).map { abs($0 - $1) }.max()! }
        #expect(step(balanced) <= 5)
        #expect(step(fuzzedOnly) > 15)
    }

    /// Where every review is of a mature card (the steady state above's
    /// slope removed: 2 % Again, whatever the interval; 50 new cards a day
    /// for 100 days, intervals up to 60 days, 300 days), the issue's
    /// criterion holds: the busiest day is 1.02 × the mean balanced, against
    /// 1.36 × with fuzz alone.
    @Test func aMatureForecastIsWithinFifteenPercentOfItsMean() {
        let collection = GeneratedCollection(newPerDay: 50, days: 300, maximumInterval: 60, forgetsAsModelled: false)
        #expect(GeneratedCollection.busiestOverMean(collection.forecast(balanced: true)) < 1.15)
        #expect(GeneratedCollection.busiestOverMean(collection.forecast(balanced: false)) > 1.3)
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

    /// Anki 24.11's weights: (1 / n)² · (1 / days), 1 for an empty day, times
    /// max(mean − n, 0); a range whose days all hold the same count is left to the fuzz.
    @Test func theWeightsAreAnki2411s() {
        #expect(LoadBalancer.weights(2...4, counts: [4, 1, 0]) == [0, 1.0 / 3 * (5.0 / 3 - 1), 5.0 / 3])
        #expect(LoadBalancer.weights(5...7, counts: [3, 3, 3]) == [0, 0, 0])
        #expect(LoadBalancer(calendar: DueCalendar()).pick(5...7, interval: 6, reviewedAt: Date(timeIntervalSince1970: 0), seed: 1) == nil)
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
