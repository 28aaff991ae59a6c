import Foundation
import Testing

@testable import QuizPlatform

@Suite struct IntervalFuzzTests {
    let fuzz = IntervalFuzz(maximumInterval: 36_500)

    @Test func shortIntervalsAreNotFuzzed() {
        #expect(fuzz.range(for: 1) == 1...1)
        #expect(fuzz.range(for: 2) == 2...2)
        #expect(fuzz.fuzzed(2, seed: 99) == 2)
    }

    @Test(arguments: [(3, 2...4), (7, 5...9), (10, 8...12), (30, 27...33), (100, 93...107), (36_500, 34_673...36_500)])
    func theRangeGrowsWithTheInterval(days: Int, expected: ClosedRange<Int>) {
        #expect(fuzz.range(for: days) == expected)
    }

    @Test func everyDrawFallsInTheRangeAndTheRangeIsUsed() {
        for days in [3, 10, 45, 400] {
            let range = fuzz.range(for: days)
            let drawn = Set((0..<2000).map { fuzz.fuzzed(days, seed: UInt64($0) &* 7919) })
            #expect(drawn.allSatisfy(range.contains), "\(days)")
            #expect(drawn == Set(range), "\(days): every day of the range is reachable")
        }
    }

    @Test func theSameCardAtTheSameSecondDrawsTheSameFuzz() {
        let moment = Date(timeIntervalSince1970: 1_800_000_000.25)
        let seed = IntervalFuzz.seed(cardID: "A1B2", at: moment)
        #expect(seed == IntervalFuzz.seed(cardID: "A1B2", at: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(seed != IntervalFuzz.seed(cardID: "A1B3", at: moment))
        #expect(seed != IntervalFuzz.seed(cardID: "A1B2", at: moment.addingTimeInterval(1)))
    }

    @Test func aFuzzedReviewIsReproducibleAndStaysNearTheExactOne() {
        let scheduler = FSRSScheduler()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var exact = scheduler.review(ReviewCard(), rating: .easy, at: start)
        var fuzzed = exact
        var differed = false
        for _ in 0..<8 {
            let at = exact.due!
            exact = scheduler.review(exact, rating: .good, at: at)
            let seed = IntervalFuzz.seed(cardID: "card", at: at)
            let once = scheduler.review(fuzzed, rating: .good, at: at, fuzzSeed: seed)
            #expect(once == scheduler.review(fuzzed, rating: .good, at: at, fuzzSeed: seed))
            fuzzed = once
            let exactDays = Int(exact.due!.timeIntervalSince(at) / 86_400)
            let fuzzedDays = Int(fuzzed.due!.timeIntervalSince(at) / 86_400)
            // Same review time, so the same memory: only the interval moves.
            #expect(fuzz.range(for: exactDays).contains(fuzzedDays))
            differed = differed || exactDays != fuzzedDays
            fuzzed = exact
        }
        #expect(differed)
    }
}
