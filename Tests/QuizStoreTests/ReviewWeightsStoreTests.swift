import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

/// Fitted weights kept in quizctl.db, and the scheduler folding with them.
@Suite struct ReviewWeightsStoreTests {
    static let at = Date(timeIntervalSince1970: 1_764_000_000)

    static func events() -> [ReviewEvent] {
        [
            ReviewEvent(id: "q1", at: at, rating: .good, fuzz: false),
            ReviewEvent(id: "q1", at: at.addingTimeInterval(600), rating: .good, fuzz: false),
            ReviewEvent(id: "q1", at: at.addingTimeInterval(3 * 86_400), rating: .good, fuzz: false),
        ]
    }

    @Test func keptWeightsComeBackAndRescheduleEveryCard() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.reviewWeights() == nil)
        _ = try client.appendReviewEvents(Self.events())
        let before = try #require(try client.reviewStates()["q1"])
        #expect(try !client.cardStates().isEmpty)

        var weights = FSRSParameters.defaultWeights
        weights[2] = 9.5  // a first Good is remembered much longer
        let kept = ReviewWeights(weights: weights, fittedAt: Self.at, reviews: 3, metrics: FSRSMetrics(logLoss: 0.3, rmseBins: 0.02))
        try client.saveReviewWeights(kept)
        #expect(try client.reviewWeights() == kept)
        // The saved states are dropped, and the whole log folded again with the new weights.
        #expect(try client.cardStates().isEmpty)
        let after = try #require(try client.reviewStates()["q1"])
        var expected = ReviewCard()
        let scheduler = FSRSScheduler(parameters: FSRSParameters(weights: weights))
        for event in Self.events() { expected = event.applied(to: expected, by: scheduler) }
        #expect(after == expected)
        #expect(after.stability! > before.stability!)

        try client.saveReviewWeights(nil)
        #expect(try client.reviewWeights() == nil)
        #expect(try client.reviewStates()["q1"] == before)
    }
}
