/// What `quizctl review --optimize` found: the weights fitted to the log,
/// how well they and the weights in use predict it, and which to keep.
public struct FSRSFit: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// Fewer predictions than the reference fits from (or none of a
        /// first long-term review): the weights in use stay.
        case tooFewReviews
        /// Enough for the initial stabilities (w0–w3) alone, the others default.
        case initialStabilities
        /// All 21 weights fitted.
        case fitted
    }

    public var outcome: Outcome
    /// What the optimizer produced.
    public var fitted: [Double]
    /// Predictions the log holds (reviews a day or more after the previous one).
    public var predictions: Int
    public var reviews: Int
    /// The weights in use, scored on the log; nil without predictions.
    public var currentMetrics: FSRSMetrics?
    public var fittedMetrics: FSRSMetrics?

    public init(
        outcome: Outcome, fitted: [Double], predictions: Int, reviews: Int, currentMetrics: FSRSMetrics?,
        fittedMetrics: FSRSMetrics?
    ) {
        self.outcome = outcome
        self.fitted = fitted
        self.predictions = predictions
        self.reviews = reviews
        self.currentMetrics = currentMetrics
        self.fittedMetrics = fittedMetrics
    }

    /// Whether the fitted weights predict the log better than those in use
    /// (a lower log loss, as Anki decides), and so are kept.
    public var isBetter: Bool {
        guard outcome != .tooFewReviews, let current = currentMetrics, let fitted = fittedMetrics else { return false }
        return fitted.logLoss < current.logLoss
    }
}
