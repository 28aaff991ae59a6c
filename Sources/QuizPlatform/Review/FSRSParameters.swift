import FoundationEssentials

/// What an FSRS-6 scheduler is tuned with: the model's 21 weights and the
/// scheduling choices around them.
public struct FSRSParameters: Sendable, Hashable {
    /// w0…w20 of FSRS-6: initial stabilities (w0–w3), initial difficulty
    /// (w4, w5), difficulty change and mean reversion (w6, w7), recall
    /// stability (w8–w10), forgetting stability (w11–w14), the Hard penalty
    /// and Easy bonus (w15, w16), same-day stability (w17–w19), and the
    /// forgetting curve's decay (w20).
    public var weights: [Double]
    /// The recall probability intervals aim for.
    public var desiredRetention: Double
    /// Waits between the learning steps of a new card, in seconds.
    public var learningSteps: [TimeInterval]
    /// Waits between the relearning steps of a forgotten card, in seconds.
    public var relearningSteps: [TimeInterval]
    /// The longest interval, in days.
    public var maximumInterval: Int

    public init(
        weights: [Double] = FSRSParameters.defaultWeights, desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600], maximumInterval: Int = 36_500
    ) {
        precondition(weights.count == 21, "FSRS-6 has 21 weights")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
    }

    /// The published FSRS-6 defaults, fitted on a large corpus of reviews.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    public static let defaults = FSRSParameters()
}
