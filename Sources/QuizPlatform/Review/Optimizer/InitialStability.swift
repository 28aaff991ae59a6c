import FoundationEssentials
@preconcurrency import Glibc

/// The first four weights (the stability after a first Again, Hard, Good or
/// Easy) fitted before the rest, as fsrs-rs does: from how often each first
/// grade's cards were recalled at their first long-term review.
///
/// For each first grade, the stability whose forgetting curve (with the
/// default decay) best fits those recalls, each wait's recall rate pulled a
/// little towards the log's average recall, is searched between 0.001 and
/// 100 days, with a small pull towards the default. Grades without data
/// are filled in from the others by fixed ratios of their logarithms, and
/// the four are made to rise with the grade.
enum InitialStability {
    /// Every grade's stability, and how many first long-term reviews each
    /// first grade had (grades without any are absent). nil when there are none.
    static func fit(_ items: [FSRSTrainingItem], in set: FSRSTrainingSet, averageRecall: Double) -> (
        stabilities: [Double], counts: [Int: Int]
    )? {
        // grade → days waited → (recalled, reviews)
        var groups: [Int: [Int: (recalled: Int, count: Int)]] = [:]
        for item in items {
            let card = set.cards[item.card]
            let review = card.reviews[item.position]
            var sums = groups[card.reviews[0].rating, default: [:]][review.elapsedDays] ?? (0, 0)
            sums.recalled += review.recalled ? 1 : 0
            sums.count += 1
            groups[card.reviews[0].rating, default: [:]][review.elapsedDays] = sums
        }
        let counts = groups.mapValues { $0.values.reduce(0) { $0 + $1.count } }
        var found: [Int: Double] = [:]
        for (rating, waits) in groups {
            let points = waits.keys.sorted().map { days in
                let sums = waits[days]!
                let count = Double(sums.count)
                let recall = (Double(sums.recalled) + averageRecall) / (count + 1)
                return (days: Double(days), recall: recall, count: count)
            }
            found[rating] = search(points, default: FSRSParameters.defaultWeights[rating - 1])
        }
        guard let stabilities = filled(found, counts: counts) else { return nil }
        return (stabilities, counts)
    }

    static let range = 0.001...100.0

    /// A ternary search of the loss over `range`.
    private static func search(_ points: [(days: Double, recall: Double, count: Double)], default s0: Double) -> Double {
        let decay = -FSRSParameters.defaultWeights[20]
        let factor = pow(0.9, 1 / decay) - 1
        func loss(_ s: Double) -> Double {
            var total = abs(s - s0) / 16
            for point in points {
                let predicted = pow(1 + factor * point.days / s, decay)
                total -= (point.recall * log(predicted) + (1 - point.recall) * log(1 - predicted)) * point.count
            }
            return total
        }
        var low = range.lowerBound
        var high = range.upperBound
        var best = s0
        var rounds = 0
        while high - low > Double.ulpOfOne && rounds < 1000 {
            rounds += 1
            let third = low + (high - low) / 3
            let twoThirds = high - (high - low) / 3
            if loss(third) < loss(twoThirds) { high = twoThirds } else { low = third }
            best = (high + low) / 2
        }
        return best
    }

    /// The four stabilities from those found (by grade 1…4): made to rise
    /// with the grade (the better-attested of two out-of-order grades
    /// wins), missing grades filled in, each kept within `range`. nil when
    /// no grade had data.
    static func filled(_ found: [Int: Double], counts: [Int: Int]) -> [Double]? {
        var s = found.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let low = s[small], let high = s[big], low > high else { continue }
            if counts[small]! > counts[big]! { s[big] = low } else { s[small] = high }
        }
        let filled: [Double]
        switch s.count {
        case 0: return nil
        case 1:
            let (rating, value) = s.first!
            let scale = value / FSRSParameters.defaultWeights[rating - 1]
            filled = FSRSParameters.defaultWeights[0..<4].map { $0 * scale }.sorted()
        default:
            filled = completed(s)
        }
        return filled.map { min(max($0, range.lowerBound), range.upperBound) }
    }

    /// Missing grades from two or three known ones. Between neighbouring
    /// grades, log S moves by fixed shares: S2 = S1^0.41 · S3^0.59 and
    /// S3 = S2^0.46 · S4^0.54, solved for whichever are missing.
    private static func completed(_ known: [Int: Double]) -> [Double] {
        let a = 0.41
        let b = 0.54
        var s1 = known[1]
        var s2 = known[2]
        var s3 = known[3]
        var s4 = known[4]
        // S2 from S1 and S3, S3 from S2 and S4, and each rearranged.
        if s2 == nil, let one = s1, let three = s3 { s2 = pow(one, a) * pow(three, 1 - a) }
        if s3 == nil, let two = s2, let four = s4 { s3 = pow(two, 1 - b) * pow(four, b) }
        if s2 == nil, s1 == nil, let three = s3, let four = s4 { s2 = pow(three, 1 / (1 - b)) * pow(four, 1 - 1 / (1 - b)) }
        if s2 == nil, let one = s1, let four = s4 {
            // Both relations at once: log S2 and log S3 from log S1 and log S4.
            let share = a / (a + b - a * b)
            s2 = pow(one, share) * pow(four, 1 - share)
            let other = b / (a + b - a * b)
            s3 = pow(one, 1 - other) * pow(four, other)
        }
        if s3 == nil, let one = s1, let two = s2 { s3 = pow(one, 1 - 1 / (1 - a)) * pow(two, 1 / (1 - a)) }
        if s4 == nil, let two = s2, let three = s3 { s4 = pow(two, 1 - 1 / b) * pow(three, 1 / b) }
        if s1 == nil, let two = s2, let three = s3 { s1 = pow(two, 1 / a) * pow(three, 1 - 1 / a) }
        return [s1!, s2!, s3!, s4!]
    }
}
