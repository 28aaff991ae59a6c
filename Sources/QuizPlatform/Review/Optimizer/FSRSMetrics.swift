/// How well weights predict a review log, as fsrs-rs's `evaluate` measures
/// it: every prediction weighted by recency (`FSRSTrainingSet.recencyWeights`).
public struct FSRSMetrics: Sendable, Hashable, Codable {
    /// The weighted binary cross-entropy of the predicted recall: lower is better.
    public var logLoss: Double
    /// The root mean square gap between predicted and actual recall across
    /// the bins of `RecallBin`, each bin weighing the weights of its
    /// predictions: lower is better.
    public var rmseBins: Double

    public init(logLoss: Double, rmseBins: Double) {
        self.logLoss = logLoss
        self.rmseBins = rmseBins
    }
}
