import FoundationEssentials
import QuizPlatform
import QuizStore

/// `quizctl review --optimize` and `--evaluate`: the log scored by the
/// default weights, by yours, and (optimizing) by weights fitted to it,
/// which are kept when they predict it better than those in use.
struct ReviewFitReport: Encodable {
    var reviews: Int
    var predictions: Int
    var defaults: FSRSMetrics?
    var yours: Kept?
    var fit: Fit?

    struct Kept: Encodable {
        var weights: [Double]
        var fittedAt: Date
        var metrics: FSRSMetrics?
    }

    struct Fit: Encodable {
        /// tooFewReviews, initialStabilities or fitted.
        var outcome: String
        var weights: [Double]
        var metrics: FSRSMetrics?
        var kept: Bool
    }

    /// Scores (and with `optimize`, fits and maybe keeps) the log of `stores` at `now`.
    static func run(stores: DataStores, now: Date, optimize: Bool) throws -> ReviewFitReport {
        let set = FSRSTrainingSet(events: try stores.reviewEvents())
        let saved = try stores.reviewWeights()
        var report = ReviewFitReport(
            reviews: set.reviewCount, predictions: set.items.count,
            defaults: FSRSOptimizer.metrics(of: FSRSParameters.defaultWeights, on: set),
            yours: saved.map { Kept(weights: $0.weights, fittedAt: $0.fittedAt, metrics: FSRSOptimizer.metrics(of: $0.weights, on: set)) })
        guard optimize else { return report }
        var optimizer = FSRSOptimizer()
        optimizer.relearningSteps = max(1, FSRSParameters.defaults.relearningSteps.count)
        let fit = optimizer.fit(set, current: saved?.parameters.weights ?? FSRSParameters.defaultWeights)
        if fit.isBetter, let metrics = fit.fittedMetrics {
            try stores.saveReviewWeights(ReviewWeights(weights: fit.fitted, fittedAt: now, reviews: fit.reviews, metrics: metrics))
        }
        report.fit = Fit(outcome: "\(fit.outcome)", weights: fit.fitted, metrics: fit.fittedMetrics, kept: fit.isBetter)
        return report
    }

    var lines: [LocalizedText] {
        var lines = [Strings.reviewLogSize(reviews: reviews, predictions: predictions)]
        if let defaults { lines.append(Self.line(Strings.reviewDefaultWeights, defaults)) }
        if let yours {
            let label = Strings.reviewYourWeights(fitted: UTCDay(yours.fittedAt).isoText)
            if let metrics = yours.metrics { lines.append(Self.line(label, metrics)) }
        } else {
            lines.append(Strings.reviewNoYourWeights)
        }
        guard let fit else { return lines }
        guard fit.outcome != "tooFewReviews", let metrics = fit.metrics else {
            lines.append(Strings.reviewTooFew(predictions: predictions))
            return lines
        }
        lines.append(Self.line(Strings.reviewFittedWeights, metrics))
        if fit.outcome == "initialStabilities" { lines.append(Strings.reviewInitialOnly) }
        lines.append(fit.kept ? Strings.reviewFitKept : Strings.reviewFitNotKept)
        return lines
    }

    private static func line(_ label: LocalizedText, _ metrics: FSRSMetrics) -> LocalizedText {
        Strings.reviewMetrics(
            label, logLoss: DecimalText.fixed(metrics.logLoss, decimals: 4), rmse: DecimalText.fixed(metrics.rmseBins * 100, decimals: 2))
    }
}
