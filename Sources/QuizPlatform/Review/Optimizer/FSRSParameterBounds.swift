import FoundationEssentials
@preconcurrency import Glibc

/// The bounds fsrs-rs keeps each weight within while fitting: initial
/// stabilities of 0.001…100 days, the rest where the model stays sensible
/// (a Hard penalty at most 1, an Easy bonus at least 1, a decay of
/// 0.1…0.8), and the same-day weights w17, w18 capped so that relearning
/// never leaves a lapsed card more stable than before it lapsed.
struct FSRSParameterBounds: Sendable {
    /// Relearning steps taken within a day: each multiplies stability by
    /// e^(w17·w18) at most.
    var relearningSteps = 1
    /// Whether same-day reviews are modelled: w19 at least 0.01 then.
    var shortTerm = true

    func ranges(for w: [Double]) -> [ClosedRange<Double>] {
        // With D = 1, R = 0.7 and S = 1, a lapse's stability
        // w11·(2^w13 − 1)·e^(0.3·w14), raised by every relearning step,
        // must stay at most 1.
        var sameDayCeiling = 2.0
        if relearningSteps > 1 {
            let room = -(log(w[11]) + log(pow(2, w[13]) - 1) + w[14] * 0.3) / Double(relearningSteps)
            sameDayCeiling = room.isNaN ? 0.1 : min(max(room, 0.01).squareRoot(), 2)
        }
        let initial = 0.001...100.0
        return [
            initial, initial, initial, initial, 1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5,
            0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...sameDayCeiling, 0...sameDayCeiling,
            (shortTerm ? 0.01 : 0)...0.8, 0.1...0.8,
        ]
    }

    /// `weights` with each brought within its bounds.
    func clipped(_ weights: [Double]) -> [Double] {
        zip(weights, ranges(for: weights)).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }
}
