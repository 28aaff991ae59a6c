import QuizPlatform

/// Where a yes/no question's rating threshold may lie for one list of films,
/// and how far from a film's rating each difficulty puts it (in tenths).
///
/// A threshold at or beyond the list's lowest or highest rating gives the
/// answer away without any knowledge of the film ("greater than 10?"), so
/// thresholds lie strictly inside the range of the list being played. The
/// difficulty bands shrink with a narrow list (the built-in films are rated
/// 8.0–9.3), so that easy still means far from the rating and hard close to it.
public struct ThresholdRange: Sendable, Hashable {
    /// The lowest and highest threshold allowed, in tenths, both inclusive.
    public let lowest: Int
    public let highest: Int
    /// Distances up to this are hard, then up to `mediumLimit` medium, further easy.
    public let hardLimit: Int
    public let mediumLimit: Int

    /// Bands for a list whose ratings spread this wide, in tenths, or wider.
    private static let fullSpread = 30

    /// The range for films rated from `minimum` to `maximum` tenths.
    /// A list whose ratings leave no tenth strictly between them (one film,
    /// or all rated alike) gets half a point on either side instead.
    public init(minimum: Int, maximum: Int) {
        if maximum - minimum >= 2 {
            lowest = minimum + 1
            highest = maximum - 1
        } else {
            lowest = minimum - 5
            highest = maximum + 5
        }
        let scale = min(1, Double(highest - lowest + 2) / Double(Self.fullSpread))
        hardLimit = max(1, Int((5 * scale).rounded()))
        mediumLimit = max(hardLimit + 1, Int((10 * scale).rounded()))
    }

    /// The range of `movies`' ratings; the 1–10 scale for an empty list.
    public init(movies: [Movie]) {
        let ratings = movies.map(\.ratingTenths)
        self.init(minimum: ratings.min() ?? 10, maximum: ratings.max() ?? 100)
    }

    /// The difficulty of a threshold this far from the rating.
    public func difficulty(distance tenths: Int) -> Difficulty {
        switch tenths {
        case ...hardLimit: .hard
        case ...mediumLimit: .medium
        default: .easy
        }
    }

    /// Thresholds for `rating` in the band of `difficulty`, never the rating
    /// itself; when the range holds none in that band (a film near the middle
    /// of a narrow list has no far threshold), the nearest to the band.
    public func candidates(for rating: Int, in difficulty: Difficulty) -> [Int] {
        let all = (lowest...highest).filter { $0 != rating }
        let inBand = all.filter { self.difficulty(distance: abs($0 - rating)) == difficulty }
        guard inBand.isEmpty else { return inBand }
        let gaps = all.map { gap(abs($0 - rating), from: difficulty) }
        guard let smallest = gaps.min() else { return [] }
        return zip(all, gaps).filter { $0.1 == smallest }.map(\.0)
    }

    /// How far a distance lies outside a band (0 inside it).
    private func gap(_ distance: Int, from difficulty: Difficulty) -> Int {
        switch difficulty {
        case .hard: max(0, distance - hardLimit)
        case .medium: distance <= hardLimit ? hardLimit + 1 - distance : max(0, distance - mediumLimit)
        case .easy: max(0, mediumLimit + 1 - distance)
        }
    }
}
