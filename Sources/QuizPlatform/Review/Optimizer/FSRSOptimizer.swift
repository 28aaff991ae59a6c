import FoundationEssentials

/// Fits FSRS-6's 21 weights to a review log the way fsrs-rs's
/// `compute_parameters` does (as Anki calls it, with the cards known and 8
/// epochs), written from its rules:
///
/// 1. Outliers are filtered (`FSRSOutlierFilter`).
/// 2. With fewer than 8 predictions left the defaults stay; the initial
///    stabilities are fitted from first long-term reviews
///    (`InitialStability`), and with fewer than 64 predictions (or only
///    first long-term reviews) they are all that is fitted.
/// 3. Otherwise every weight is trained from there by Adam on the
///    recency-weighted cross-entropy of every prediction (cards longer
///    than 256 reviews left out), in batches of whole cards
///    (`FSRSTrainingBatch`), the batches visited in a seeded shuffle each
///    epoch (the reference's own, `RandShuffle`), the learning rate annealed by a cosine from 0.04, a penalty
///    pulling each weight towards its start in proportion to the inverse
///    of its spread across users, and the weights clipped to their bounds
///    (`FSRSParameterBounds`) after every step.
/// 4. The fitted initial stabilities are made to rise with the grade again.
///
/// Deterministic: the same log gives the same weights, bit for bit.
public struct FSRSOptimizer: Sendable {
    public var epochs = 8
    public var batchSize = 512
    public var learningRate = 0.04
    /// The penalty's strength (fsrs-rs's gamma).
    public var regularization = 1.0
    public var maximumLength = 256
    public var seed: UInt64 = 2023
    /// Relearning steps within a day (`FSRSParameters.relearningSteps`).
    public var relearningSteps = 1

    /// Below this many predictions, nothing is fitted.
    public static let minimumPredictions = 8
    /// Below this many, only the initial stabilities are.
    public static let minimumForAllWeights = 64

    /// How much each weight varies across users' fitted weights: the
    /// penalty divides by its square, so a weight that varies little is
    /// held closer to its start.
    static let spread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25, 1.03, 0.31, 0.32,
        0.14, 0.27,
    ]

    public init() {}

    /// The weights fitted to `set`, and how far the fit went.
    public func fittedWeights(_ set: FSRSTrainingSet) -> (weights: [Double], outcome: FSRSFit.Outcome) {
        let defaults = FSRSParameters.defaultWeights
        let filter = FSRSOutlierFilter(set)
        let training = filter.training
        guard training.count >= Self.minimumPredictions else { return (defaults, .tooFewReviews) }
        let recalled = training.count { set.cards[$0.card].reviews[$0.position].recalled }
        let averageRecall = Double(recalled) / Double(training.count)
        guard let (initial, counts) = InitialStability.fit(filter.initialization, in: set, averageRecall: averageRecall) else {
            return (defaults, .tooFewReviews)
        }
        let start = initial + defaults[4...]
        if training.count == filter.initialization.count || training.count < Self.minimumForAllWeights {
            return (start, .initialStabilities)
        }
        var trained = train(set, items: training, from: start)
        guard trained.allSatisfy(\.isFinite) else { return (start, .initialStabilities) }
        let found = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, trained[$0 - 1]) })
        if let rising = InitialStability.filled(found, counts: counts) { trained.replaceSubrange(0..<4, with: rising) }
        return (trained, .fitted)
    }

    /// Fits `set` and scores the fit and `current` on every prediction of the log.
    public func fit(_ set: FSRSTrainingSet, current: [Double]) -> FSRSFit {
        let (weights, outcome) = fittedWeights(set)
        let scored = !set.items.isEmpty
        return FSRSFit(
            outcome: outcome, fitted: weights, predictions: set.items.count, reviews: set.reviewCount,
            currentMetrics: scored ? FSRSEvaluation.metrics(of: current, on: set) : nil,
            fittedMetrics: scored && outcome != .tooFewReviews ? FSRSEvaluation.metrics(of: weights, on: set) : nil)
    }

    /// `current` scored on `set`; nil without predictions.
    public static func metrics(of weights: [Double], on set: FSRSTrainingSet) -> FSRSMetrics? {
        set.items.isEmpty ? nil : FSRSEvaluation.metrics(of: weights, on: set)
    }

    private func train(_ set: FSRSTrainingSet, items: [FSRSTrainingItem], from start: [Double]) -> [Double] {
        let weighted = zip(items, FSRSTrainingSet.recencyWeights(count: items.count))
            .filter { $0.0.position + 1 <= maximumLength }
            .map { (item: $0.0, weight: $0.1) }
        let total = weighted.count
        let batches = FSRSTrainingBatch.batches(of: weighted, size: batchSize)
        let schedule = CosineAnnealing(initial: learningRate, steps: Double((total / batchSize + 1) * epochs))
        let bounds = FSRSParameterBounds(relearningSteps: relearningSteps, shortTerm: true)
        var weights = start
        var adam = AdamOptimizer(count: weights.count)
        var random = RandShuffle(seed: seed)
        var order = Array(batches.indices)
        var stepIndex = 0
        var steps: [FSRSGradientModel.Step] = []
        for _ in 0..<epochs {
            order = Array(batches.indices)
            random.shuffle(&order)
            for index in order {
                let batch = batches[index]
                let model = FSRSGradientModel(weights: weights)
                var gradient = Array(repeating: 0.0, count: weights.count)
                for card in batch.cards {
                    _ = model.loss(
                        of: set.cards[card.card].reviews[..<card.length], weights: card.weights, gradient: &gradient,
                        steps: &steps)
                }
                let share = regularization * Double(batch.predictions) / Double(total)
                for i in weights.indices {
                    gradient[i] += 2 * (weights[i] - start[i]) / (Self.spread[i] * Self.spread[i]) * share
                }
                adam.step(&weights, gradient: gradient, learningRate: schedule.rate(at: stepIndex))
                stepIndex += 1
                weights = bounds.clipped(weights)
            }
        }
        return weights
    }
}
