import FoundationEssentials
@preconcurrency import Glibc

/// Scores weights on a review log the way fsrs-rs's `evaluate` does: each
/// card replayed once, each prediction compared with what happened.
enum FSRSEvaluation {
    /// The log loss and RMSE(bins) of `weights` on every prediction of `set`.
    /// Sums run in a fixed order (bins sorted), so the same log and weights
    /// always give the same figures to the last bit.
    static func metrics(of weights: [Double], on set: FSRSTrainingSet) -> FSRSMetrics {
        let model = FSRSGradientModel(weights: weights)
        let predictions = set.cards.map { model.predictions(of: $0) }
        let recency = FSRSTrainingSet.recencyWeights(count: set.items.count)
        var loss = 0.0
        var totalWeight = 0.0
        var bins: [RecallBin: (predicted: Double, actual: Double, count: Double, weight: Double)] = [:]
        for (item, weight) in zip(set.items, recency) {
            let predicted = predictions[item.card][item.position]
            let recalled = set.cards[item.card].reviews[item.position].recalled
            loss -= weight * (recalled ? log(predicted) : log(1 - predicted))
            totalWeight += weight
            let bin = RecallBin(item: item, in: set)
            var sums = bins[bin] ?? (0, 0, 0, 0)
            sums.predicted += predicted
            sums.actual += recalled ? 1 : 0
            sums.count += 1
            sums.weight += weight
            bins[bin] = sums
        }
        var squares = 0.0
        var binWeight = 0.0
        for bin in bins.keys.sorted() {
            let sums = bins[bin]!
            let gap = sums.predicted / sums.count - sums.actual / sums.count
            squares += gap * gap * sums.weight
            binWeight += sums.weight
        }
        guard totalWeight > 0 else { return FSRSMetrics(logLoss: .nan, rmseBins: .nan) }
        return FSRSMetrics(logLoss: loss / totalWeight, rmseBins: (squares / binWeight).squareRoot())
    }
}
