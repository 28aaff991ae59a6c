import FoundationEssentials
@preconcurrency import Glibc

/// The bin of a prediction for RMSE(bins), as fsrs-rs groups them: by the
/// days since the previous review, the number of long-term reviews so far
/// and the number of lapses, each on a geometric scale, so a bin holds
/// predictions made in like circumstances.
struct RecallBin: Sendable, Hashable, Comparable {
    var days: Int
    var length: Int
    var lapses: Int

    init(item: FSRSTrainingItem, in set: FSRSTrainingSet) {
        let reviews = set.reviews(of: item)
        days = Self.bin(Double(reviews.last!.elapsedDays), base: 3.62, scale: 2.48 * 100)
        length = Self.bin(Double(reviews.count { $0.elapsedDays > 0 } + 1), base: 1.89, scale: 1.99)
        let lapses = reviews.dropLast().count { $0.rating == 1 && $0.elapsedDays > 0 }
        self.lapses = lapses == 0 ? 0 : Self.bin(Double(lapses), base: 1.73, scale: 1.65)
    }

    /// scale · base^⌊log_base(value)⌋, rounded.
    private static func bin(_ value: Double, base: Double, scale: Double) -> Int {
        Int((scale * pow(base, (log(value) / log(base)).rounded(.down))).rounded())
    }

    static func < (a: RecallBin, b: RecallBin) -> Bool {
        (a.days, a.length, a.lapses) < (b.days, b.length, b.lapses)
    }
}
