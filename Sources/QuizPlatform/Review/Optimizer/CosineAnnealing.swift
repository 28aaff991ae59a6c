import FoundationEssentials
@preconcurrency import Glibc

/// The learning rate over a fit, as fsrs-rs anneals it: from the initial
/// rate down half a cosine wave to 0 at `steps`.
struct CosineAnnealing: Sendable {
    let initial: Double
    let steps: Double

    /// The rate of step `index`, from 0.
    func rate(at index: Int) -> Double {
        initial * (1 + cos(Double.pi * Double(index) / steps)) / 2
    }
}
