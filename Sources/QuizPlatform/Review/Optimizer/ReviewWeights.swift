import FoundationEssentials

/// Weights fitted to the player's own review log and kept (`quizctl review
/// --optimize`): the scheduler uses them in place of the defaults.
public struct ReviewWeights: Sendable, Hashable, Codable {
    /// FSRS-6's w0…w20.
    public var weights: [Double]
    public var fittedAt: Date
    /// The reviews of the log they were fitted to.
    public var reviews: Int
    /// How well they predicted that log.
    public var metrics: FSRSMetrics

    public init(weights: [Double], fittedAt: Date, reviews: Int, metrics: FSRSMetrics) {
        self.weights = weights
        self.fittedAt = fittedAt
        self.reviews = reviews
        self.metrics = metrics
    }

    /// The scheduler's parameters with these weights (the defaults when
    /// they are not 21 finite numbers: a hand-edited database).
    public var parameters: FSRSParameters {
        guard weights.count == 21, weights.allSatisfy(\.isFinite) else { return .defaults }
        return FSRSParameters(weights: weights)
    }
}
