import Foundation
import Testing

@testable import QuizPlatform

/// The hand-derived gradient against finite differences of the loss.
@Suite struct FSRSGradientModelTests {
    /// Histories that take every branch: first grades 1–4, same-day
    /// reviews after each grade, lapses (on the long-term formula and on
    /// the floor), Hard, Good and Easy recalls, long and short waits.
    static let histories: [[(Int, Int)]] = [
        [(1, 0), (3, 0), (3, 1), (3, 3), (1, 9), (3, 0), (3, 2), (2, 5), (4, 12)],
        [(2, 0), (1, 0), (3, 0), (3, 2), (4, 7), (3, 30), (1, 120), (3, 1)],
        [(3, 0), (3, 4), (3, 11), (2, 25), (3, 40), (1, 3), (2, 0), (3, 4)],
        [(4, 0), (4, 15), (1, 300), (1, 0), (3, 0), (3, 1), (4, 6)],
    ]

    static func loss(_ weights: [Double], gradient: inout [Double]) -> Double {
        let model = FSRSGradientModel(weights: weights)
        var steps: [FSRSGradientModel.Step] = []
        var total = 0.0
        for history in histories {
            let reviews = history.map { FSRSTrainingReview(rating: $0.0, elapsedDays: $0.1) }
            let weights = reviews.enumerated().map { $0.offset > 0 && $0.element.elapsedDays > 0 ? 0.5 + Double($0.offset) / 10 : 0 }
            total += model.loss(of: reviews[...], weights: weights, gradient: &gradient, steps: &steps)
        }
        return total
    }

    @Test func theGradientIsTheLossesSlopeInEveryWeight() {
        // Weights away from every clamp, so the loss is smooth around them.
        var weights = FSRSParameters.defaultWeights
        weights[7] = 0.05
        weights[19] = 0.2
        var gradient = Array(repeating: 0.0, count: 21)
        _ = Self.loss(weights, gradient: &gradient)
        for index in weights.indices {
            let h = 1e-6 * max(1, abs(weights[index]))
            var up = weights
            up[index] += h
            var down = weights
            down[index] -= h
            var unused = Array(repeating: 0.0, count: 21)
            let slope = (Self.loss(up, gradient: &unused) - Self.loss(down, gradient: &unused)) / (2 * h)
            #expect(abs(gradient[index] - slope) <= 1e-5 * max(1, abs(slope)), "w\(index): \(gradient[index]) vs \(slope)")
        }
    }

    @Test func thePredictionsAreTheForwardPassOfTheLoss() {
        let model = FSRSGradientModel(weights: FSRSParameters.defaultWeights)
        for history in Self.histories {
            let reviews = history.map { FSRSTrainingReview(rating: $0.0, elapsedDays: $0.1) }
            let predictions = model.predictions(of: FSRSCardHistory(reviews: reviews))
            for index in reviews.indices.dropFirst() where reviews[index].elapsedDays > 0 {
                var weights = Array(repeating: 0.0, count: reviews.count)
                weights[index] = 1
                var gradient = Array(repeating: 0.0, count: 21)
                var steps: [FSRSGradientModel.Step] = []
                let loss = model.loss(of: reviews[...], weights: weights, gradient: &gradient, steps: &steps)
                let expected = reviews[index].recalled ? -log(predictions[index]) : -log(1 - predictions[index])
                #expect(abs(loss - expected) < 1e-12)
            }
        }
    }
}
