import Foundation
import Testing

@testable import QuizPlatform

/// The scheduler against the reference implementation's own results.
@Suite struct FSRSSchedulerTests {
    @Test func theDefaultWeightsAreTheReferences() throws {
        #expect(FSRSParameters.defaultWeights == (try ReviewFixtures.vectors().parameters))
    }

    @Test func everyCommittedVectorMatchesToTheSecondAndTo1e4() throws {
        let vectors = try ReviewFixtures.vectors()
        #expect(vectors.sequences.count >= 50)
        let scheduler = FSRSScheduler()
        for sequence in vectors.sequences {
            var card = ReviewCard()
            for (index, step) in sequence.steps.enumerated() {
                let rating = try #require(ReviewRating(rawValue: step.rating))
                card = scheduler.review(card, rating: rating, at: step.at)
                let place = "\(sequence.name), review \(index + 1)"
                #expect(card.phase.rawValue == step.expected.state, "\(place)")
                #expect(card.step == step.expected.step, "\(place)")
                #expect(card.due == step.expected.due, "\(place): due \(card.due!) ≠ \(step.expected.due)")
                #expect(abs(card.stability! - step.expected.stability) < 1e-4, "\(place): stability")
                #expect(abs(card.difficulty! - step.expected.difficulty) < 1e-4, "\(place): difficulty")
            }
        }
    }

    @Test func theVectorsCoverEveryPhaseAndRating() throws {
        var phases = Set<String>()
        var ratings = Set<Int>()
        var longestGap = 0.0
        for sequence in try ReviewFixtures.vectors().sequences {
            var previous: Date?
            for step in sequence.steps {
                phases.insert(step.expected.state)
                ratings.insert(step.rating)
                if let previous { longestGap = max(longestGap, step.at.timeIntervalSince(previous)) }
                previous = step.at
            }
        }
        #expect(phases == ["learning", "review", "relearning"])
        #expect(ratings == [1, 2, 3, 4])
        #expect(longestGap > 3650 * 86_400)
    }

    @Test func countsRepsLapsesAndReviewsInReview() {
        let scheduler = FSRSScheduler()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var card = scheduler.review(ReviewCard(), rating: .easy, at: start)
        #expect(card.phase == .review && card.reps == 1 && card.lapses == 0 && card.firstReview == start)
        card = scheduler.review(card, rating: .again, at: card.due!)
        #expect(card.phase == .relearning && card.lapses == 1 && card.reviewsInReview == 1)
        card = scheduler.review(card, rating: .again, at: card.due!)
        #expect(card.reps == 3 && card.lapses == 1 && card.reviewsInReview == 1 && card.firstReview == start)
    }

    @Test func aRatingFollowsTheAnswer() {
        func answer(_ isCorrect: Bool, chosen: String? = "a", hints: [Hint] = []) -> AnswerRecord {
            AnswerRecord(
                question: "Q", options: ["a", "b"], correctAnswer: "a", chosenAnswer: chosen, isCorrect: isCorrect, seconds: 1, hints: hints
            )
        }
        #expect(ReviewRating(answer(false, chosen: "b")) == .again)
        #expect(ReviewRating(answer(false, chosen: nil)) == .again)
        #expect(ReviewRating(answer(false, chosen: "b", hints: [.fiftyFifty])) == .again)
        #expect(ReviewRating(answer(true, hints: [.askTheAudience])) == .hard)
        #expect(ReviewRating(answer(true)) == .good)
    }
}
