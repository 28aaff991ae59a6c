import FoundationEssentials
@preconcurrency import Glibc

/// The FSRS-6 memory model: how stability (days until recall drops to 90%)
/// and difficulty (1…10) move with each grade, and the forgetting curve
/// that turns them into an interval. Pure formulas of the published model.
struct FSRSMemory: Sendable {
    let parameters: FSRSParameters

    static let minimumStability = 0.001
    static let difficultyRange = 1.0...10.0

    private var w: [Double] { parameters.weights }
    /// The curve's exponent, -w20.
    private var decay: Double { -w[20] }
    /// Chosen so that retrievability is exactly 0.9 after `stability` days.
    private var factor: Double { pow(0.9, 1 / decay) - 1 }

    /// R(t, S) = (1 + factor · t / S) ^ decay, t in whole days.
    func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    func initialStability(_ rating: ReviewRating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: ReviewRating) -> Double {
        clampDifficulty(rawInitialDifficulty(rating))
    }

    /// D0(G) = w4 − e^(w5·(G−1)) + 1, unclamped (mean reversion aims at D0(Easy) as is).
    private func rawInitialDifficulty(_ rating: ReviewRating) -> Double {
        w[4] - exponential(w[5] * Double(rating.rawValue - 1)) + 1
    }

    /// Linear damping towards 10, then mean reversion towards D0(Easy).
    func nextDifficulty(_ difficulty: Double, _ rating: ReviewRating) -> Double {
        let change = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * change / 9
        return clampDifficulty(w[7] * rawInitialDifficulty(.easy) + (1 - w[7]) * damped)
    }

    /// A review on the same day as the last one.
    func shortTermStability(_ stability: Double, _ rating: ReviewRating) -> Double {
        var increase = exponential(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating != .again { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    /// A review a day or more after the last one.
    func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: ReviewRating) -> Double {
        let next =
            rating == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: retrievability)
            : recallStability(difficulty: difficulty, stability: stability, retrievability: retrievability, rating: rating)
        return max(next, Self.minimumStability)
    }

    private func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: ReviewRating) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        let growth =
            exponential(w[8]) * (11 - difficulty) * pow(stability, -w[9]) * (exponential((1 - retrievability) * w[10]) - 1)
        return stability * (1 + growth * hardPenalty * easyBonus)
    }

    private func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm =
            w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exponential((1 - retrievability) * w[14])
        // Forgetting never leaves a card more stable than a same-day Again would.
        let shortTerm = stability / exponential(w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    /// The interval in whole days at which recall falls to the desired
    /// retention: rounded half to even, at least 1, at most the maximum.
    func interval(stability: Double) -> Int {
        let days = stability / factor * (pow(parameters.desiredRetention, 1 / decay) - 1)
        let rounded = Int(days.rounded(.toNearestOrEven))
        return min(max(rounded, 1), parameters.maximumInterval)
    }

    private func clampDifficulty(_ value: Double) -> Double {
        min(max(value, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    /// e^x as pow(e, x): the published reference computes it that way, and
    /// the last bit decides a rounding now and then.
    private func exponential(_ x: Double) -> Double { pow(M_E, x) }
}
