import FoundationEssentials
@preconcurrency import Glibc

/// Adam (Kingma and Ba) with fsrs-rs's settings: β1 0.9, β2 0.999, ε 1e-8.
/// Each weight moves by the learning rate times its gradient's running
/// mean over the running root mean square, bias-corrected, so weights of
/// very different scales (days, exponents) learn at comparable speed.
struct AdamOptimizer: Sendable {
    private var mean: [Double]
    private var square: [Double]
    private var steps = 0

    private static let beta1 = 0.9
    private static let beta2 = 0.999
    private static let epsilon = 1e-8

    init(count: Int) {
        mean = Array(repeating: 0, count: count)
        square = Array(repeating: 0, count: count)
    }

    mutating func step(_ weights: inout [Double], gradient: [Double], learningRate: Double) {
        steps += 1
        let meanCorrection = 1 - pow(Self.beta1, Double(steps))
        let squareCorrection = 1 - pow(Self.beta2, Double(steps))
        for i in weights.indices {
            mean[i] = Self.beta1 * mean[i] + (1 - Self.beta1) * gradient[i]
            square[i] = Self.beta2 * square[i] + (1 - Self.beta2) * gradient[i] * gradient[i]
            let corrected = mean[i] / meanCorrection
            weights[i] -= learningRate * corrected / ((square[i] / squareCorrection).squareRoot() + Self.epsilon)
        }
    }
}
