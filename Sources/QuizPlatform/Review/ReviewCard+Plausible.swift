import FoundationEssentials

extension ReviewCard {
    /// Whether a state read from a file is one the scheduler can work with:
    /// its dates within `DateBounds`, its memory finite and in FSRS's range,
    /// its counts not negative. A hand-edited or damaged line (a due date of
    /// 1e300, a stability of NaN) would otherwise trap the day arithmetic.
    public var isPlausible: Bool {
        let dates = [due, lastReview, firstReview].allSatisfy { $0.map(DateBounds.contains) ?? true }
        // FSRS keeps stability within 0.001…36,500 days and difficulty within 1…10; the margins take rounding.
        let stable = stability.map { $0.isFinite && $0 >= 0 && $0 <= 1e6 } ?? true
        let hard = difficulty.map { $0.isFinite && $0 >= 0 && $0 <= 11 } ?? true
        let counts = reps >= 0 && lapses >= 0 && reviewsInReview >= 0 && (step ?? 0) >= 0 && (step ?? 0) < 1000
        return dates && stable && hard && counts
    }
}
