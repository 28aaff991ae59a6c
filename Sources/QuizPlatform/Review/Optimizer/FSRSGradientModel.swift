import FoundationEssentials
@preconcurrency import Glibc

/// FSRS-6 replayed over a card's history to predict each review, with the
/// loss of those predictions and its exact gradient in the 21 weights.
///
/// The same model as `FSRSMemory`, in the form fsrs-rs trains it:
/// stability kept within 0.001…36,500 days and difficulty within 1…10
/// after every review, a review the same day (0 days) taking the
/// short-term formula, a lapse the smaller of the long-term forgetting
/// formula and the same-day floor. The gradient is reverse mode, derived
/// by hand: a forward pass keeps each review's intermediate values, and a
/// backward pass carries the derivatives of stability and difficulty from
/// the last review to the first. A clamp passes the gradient when the value
/// lies within its bounds (edges included) and stops it outside, as
/// PyTorch's and Burn's do; so does max/min through the branch taken.
struct FSRSGradientModel {
    let w: [Double]
    /// The forgetting curve's exponent, −w20.
    private let decay: Double
    /// Chosen so that R(S, S) = 0.9.
    private let factor: Double
    /// d factor / d decay.
    private let factorSlope: Double
    /// D0(Easy), the mean reversion's target, unclamped.
    private let easyDifficulty: Double
    /// e^w8, the success formula's scale.
    private let successScale: Double
    /// e^(w17·w18): a lapse never leaves stability above S divided by this.
    private let lapseFloorDivisor: Double

    static let stabilityRange = 0.001...36_500.0
    static let difficultyRange = 1.0...10.0
    /// The loss clamps predictions away from 0 and 1, so a certain wrong
    /// prediction costs a lot rather than infinitely.
    static let probabilityRange = 1e-7...(1 - 1e-7)
    private static let logNinety = log(0.9)

    init(weights: [Double]) {
        precondition(weights.count == 21, "FSRS-6 has 21 weights")
        w = weights
        decay = -weights[20]
        let power = exp(Self.logNinety / decay)
        factor = power - 1
        factorSlope = power * (-Self.logNinety / (decay * decay))
        easyDifficulty = weights[4] - exp(3 * weights[5]) + 1
        successScale = exp(weights[8])
        lapseFloorDivisor = exp(weights[17] * weights[18])
    }

    /// R(t, S) = (1 + factor · t / S) ^ decay.
    func retrievability(days: Double, stability: Double) -> Double {
        pow(1 + factor * max(days, 0) / stability, decay)
    }

    // MARK: Forward

    /// What the backward pass needs of one review.
    struct Step {
        var rating: Int
        var days: Double
        /// The state before the review (after it, for the first review: see `isFirst`).
        var stability: Double
        var difficulty: Double
        var recall: Double
        /// Stability and difficulty computed, before their clamps.
        var rawStability: Double
        var rawDifficulty: Double
        var branch: Branch
        var isFirst: Bool
        /// d loss / d R of this review's own prediction (0: not predicted).
        var recallSlope = 0.0
    }

    enum Branch {
        /// The same day: S·max(multiplier, 1) for a recall, S·multiplier for a lapse.
        case sameDay(multiplier: Double)
        /// A lapse held by the floor S / e^(w17·w18).
        case lapseFloor
        case lapse
        case recall
    }

    private static func clamped(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// The state after the first review, and the step the backward pass takes back.
    private func first(_ review: FSRSTrainingReview) -> (state: (Double, Double), step: Step) {
        let rating = min(max(review.rating, 1), 4)
        let rawStability = w[rating - 1]
        let rawDifficulty = w[4] - exp(w[5] * Double(rating - 1)) + 1
        let state = (Self.clamped(rawStability, Self.stabilityRange), Self.clamped(rawDifficulty, Self.difficultyRange))
        let step = Step(
            rating: rating, days: 0, stability: state.0, difficulty: state.1, recall: 1, rawStability: rawStability,
            rawDifficulty: rawDifficulty, branch: .recall, isFirst: true)
        return (state, step)
    }

    /// The state after a later review, and what its backward pass needs.
    private func next(_ review: FSRSTrainingReview, from state: (Double, Double)) -> (state: (Double, Double), step: Step) {
        let (s, d) = state
        let rating = review.rating
        let g = Double(rating)
        let days = Double(review.elapsedDays)
        let recall = retrievability(days: days, stability: s)
        let raw: Double
        let branch: Branch
        if days == 0 {
            let multiplier = exp(w[17] * (g - 3 + w[18])) * pow(s, -w[19])
            raw = s * (rating >= 2 ? max(multiplier, 1) : multiplier)
            branch = .sameDay(multiplier: multiplier)
        } else if rating == 1 {
            let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - recall) * w[14])
            let floor = s / lapseFloorDivisor
            raw = floor < longTerm ? floor : longTerm
            branch = floor < longTerm ? .lapseFloor : .lapse
        } else {
            raw = s * (1 + successGrowth(s: s, d: d, recall: recall, rating: rating))
            branch = .recall
        }
        let change = -w[6] * (g - 3)
        let damped = d + (10 - d) * change / 9
        let rawDifficulty = w[7] * (easyDifficulty - damped) + damped
        let step = Step(
            rating: rating, days: days, stability: s, difficulty: d, recall: recall, rawStability: raw,
            rawDifficulty: rawDifficulty, branch: branch, isFirst: false)
        return ((Self.clamped(raw, Self.stabilityRange), Self.clamped(rawDifficulty, Self.difficultyRange)), step)
    }

    /// e^w8 · (11 − D) · S^−w9 · (e^((1−R)·w10) − 1), times the Hard penalty or the Easy bonus.
    private func successGrowth(s: Double, d: Double, recall: Double, rating: Int) -> Double {
        successScale * (11 - d) * pow(s, -w[9]) * (exp((1 - recall) * w[10]) - 1) * bonus(rating)
    }

    private func bonus(_ rating: Int) -> Double { rating == 2 ? w[15] : rating == 4 ? w[16] : 1 }

    /// The recall predicted for each review after the first (index 0 is
    /// left 1): what the evaluation scores.
    func predictions(of history: FSRSCardHistory) -> [Double] {
        var predictions = Array(repeating: 1.0, count: history.reviews.count)
        guard let firstReview = history.reviews.first else { return predictions }
        var state = first(firstReview).state
        for index in history.reviews.indices.dropFirst() {
            predictions[index] = retrievability(days: Double(history.reviews[index].elapsedDays), stability: state.0)
            state = next(history.reviews[index], from: state).state
        }
        return predictions
    }

    // MARK: Loss and gradient

    /// The weighted binary cross-entropy of the predictions of `reviews`
    /// (a card's, oldest first), the review at index i weighing
    /// `weights[i]` (0: not predicted), and its gradient added to
    /// `gradient`. `steps` is scratch space, reused between cards.
    func loss(
        of reviews: ArraySlice<FSRSTrainingReview>, weights: [Double], gradient: inout [Double], steps: inout [Step]
    ) -> Double {
        guard let firstReview = reviews.first else { return 0 }
        steps.removeAll(keepingCapacity: true)
        var (state, step) = first(firstReview)
        steps.append(step)
        var loss = 0.0
        for (offset, review) in reviews.dropFirst().enumerated() {
            (state, step) = next(review, from: state)
            let weight = weights[offset + 1]
            if weight != 0 {
                let (value, slope) = Self.crossEntropy(step.recall, recalled: review.recalled, weight: weight)
                loss += value
                step.recallSlope = slope
            }
            steps.append(step)
        }
        var stabilitySlope = 0.0
        var difficultySlope = 0.0
        for index in steps.indices.reversed() {
            (stabilitySlope, difficultySlope) = backward(
                steps[index], stabilitySlope: stabilitySlope, difficultySlope: difficultySlope, gradient: &gradient)
        }
        return loss
    }

    /// −weight · (y·ln R + (1−y)·ln(1−R)) with R clamped, and its derivative in R.
    static func crossEntropy(_ recall: Double, recalled: Bool, weight: Double) -> (loss: Double, slope: Double) {
        let r = clamped(recall, probabilityRange)
        let loss = -weight * (recalled ? log(r) : log(1 - r))
        let inside = recall > probabilityRange.lowerBound && recall < probabilityRange.upperBound
        return (loss, inside ? -weight * (recalled ? 1 / r : -1 / (1 - r)) : 0)
    }

    /// Takes the derivatives of the state after `step` (and of its
    /// prediction) back to the state before it, adding the weights' share.
    private func backward(
        _ step: Step, stabilitySlope: Double, difficultySlope: Double, gradient: inout [Double]
    ) -> (Double, Double) {
        let gs = Self.stabilityRange.contains(step.rawStability) ? stabilitySlope : 0
        let gd = Self.difficultyRange.contains(step.rawDifficulty) ? difficultySlope : 0
        if step.isFirst {
            gradient[step.rating - 1] += gs
            gradient[4] += gd
            gradient[5] += gd * -Double(step.rating - 1) * exp(w[5] * Double(step.rating - 1))
            return (0, 0)
        }
        let s = step.stability
        let d = step.difficulty
        let g = Double(step.rating)
        var slopeS = 0.0
        var slopeD = 0.0
        var slopeR = step.recallSlope

        // Difficulty: linear damping towards 10, then mean reversion to D0(Easy).
        let change = -w[6] * (g - 3)
        let damped = d + (10 - d) * change / 9
        gradient[7] += gd * (easyDifficulty - damped)
        gradient[4] += gd * w[7]
        gradient[5] += gd * w[7] * -3 * exp(3 * w[5])
        let dampedSlope = gd * (1 - w[7])
        slopeD += dampedSlope * (1 - change / 9)
        gradient[6] += dampedSlope * (10 - d) / 9 * -(g - 3)

        switch step.branch {
        case .sameDay(let multiplier):
            if step.rating >= 2 && multiplier < 1 {
                slopeS += gs
            } else {
                slopeS += gs * multiplier * (1 - w[19])
                let scaled = gs * s * multiplier
                gradient[17] += scaled * (g - 3 + w[18])
                gradient[18] += scaled * w[17]
                gradient[19] += scaled * -log(s)
            }
        case .lapseFloor:
            let floor = s / lapseFloorDivisor
            slopeS += gs / lapseFloorDivisor
            gradient[17] += gs * floor * -w[18]
            gradient[18] += gs * floor * -w[17]
        case .lapse:
            let power = pow(d, -w[12])
            let grown = pow(s + 1, w[13])
            let surprise = exp((1 - step.recall) * w[14])
            let value = w[11] * power * (grown - 1) * surprise
            gradient[11] += gs * power * (grown - 1) * surprise
            gradient[12] += gs * value * -log(d)
            gradient[13] += gs * w[11] * power * grown * log(s + 1) * surprise
            gradient[14] += gs * value * (1 - step.recall)
            slopeS += gs * w[11] * power * w[13] * pow(s + 1, w[13] - 1) * surprise
            slopeD += gs * value * -w[12] / d
            slopeR += gs * value * -w[14]
        case .recall:
            let bonus = bonus(step.rating)
            let shrink = pow(s, -w[9])
            let lift = exp((1 - step.recall) * w[10])
            let growth = successScale * (11 - d) * shrink * (lift - 1) * bonus
            let scaled = gs * s
            slopeS += gs * (1 + growth * (1 - w[9]))
            slopeD += scaled * -successScale * shrink * (lift - 1) * bonus
            slopeR += scaled * successScale * (11 - d) * shrink * bonus * -w[10] * lift
            gradient[8] += scaled * growth
            gradient[9] += scaled * growth * -log(s)
            gradient[10] += scaled * successScale * (11 - d) * shrink * bonus * (1 - step.recall) * lift
            let unbonused = successScale * (11 - d) * shrink * (lift - 1)
            if step.rating == 2 { gradient[15] += scaled * unbonused }
            if step.rating == 4 { gradient[16] += scaled * unbonused }
        }

        // The prediction R(t, S) and the lapse and recall formulas read S and w20 through it.
        if slopeR != 0 {
            let base = 1 + factor * step.days / s
            let r = step.recall
            slopeS += slopeR * r * decay / base * (-factor * step.days / (s * s))
            let byDecay = r * (log(base) + decay / base * (step.days / s) * factorSlope)
            gradient[20] += slopeR * -byDecay
        }
        return (slopeS, slopeD)
    }
}
