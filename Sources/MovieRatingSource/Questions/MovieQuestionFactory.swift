import QuizPlatform

/// Turns movies into questions: MovieQuiz's yes/no rating thresholds and
/// four-option questions for the Millionaire ladder and classic rounds.
///
/// Every random choice comes from one seeded `SplitMix64`, so `--seed` replays
/// the same round. Within one factory no movie is asked about twice.
public struct MovieQuestionFactory: Sendable {
    public let movies: [Movie]
    /// Where thresholds may lie: strictly inside the ratings of `movies`.
    public let thresholds: ThresholdRange
    var generator: SplitMix64
    /// Movies already asked about, by IMDb id.
    var asked: Set<String> = []

    public init(movies: [Movie], generator: SplitMix64) {
        self.movies = movies
        thresholds = ThresholdRange(movies: movies)
        self.generator = generator
    }

    /// Whether "greater than" or "less than" is asked.
    public enum Comparison: String, Sendable, CaseIterable {
        case greater, less
    }

    /// Up to `count` threshold questions about distinct movies; fewer when the
    /// list has fewer movies not yet asked about.
    public mutating func thresholdQuestions(count: Int, difficulty: Difficulty?, language: Language) -> [Question] {
        var questions: [Question] = []
        while questions.count < count, let movie = nextUnaskedMovie() {
            let band = difficulty ?? Difficulty.allCases.randomElement(using: &generator)!
            let threshold = threshold(near: movie, in: band)
            let comparison = Comparison.allCases.randomElement(using: &generator)!
            questions.append(
                Self.thresholdQuestion(
                    about: movie, threshold: threshold, comparison: comparison, language: language,
                    difficulty: thresholds.difficulty(distance: abs(threshold - movie.ratingTenths))))
        }
        return questions
    }

    /// Up to `count` distinct movies not yet asked about, now marked as asked:
    /// the films of a round, chosen before their ratings are looked up live.
    public mutating func pickMovies(count: Int) -> [Movie] {
        var picked: [Movie] = []
        while picked.count < count, let movie = nextUnaskedMovie() { picked.append(movie) }
        return picked
    }

    /// A threshold question about each of `chosen`, in order, with thresholds
    /// inside this factory's list (the same films, with their live ratings).
    public mutating func thresholdQuestions(about chosen: [Movie], difficulty: Difficulty?, language: Language) -> [Question] {
        chosen.map { movie in
            asked.insert(movie.imdbID)
            let band = difficulty ?? Difficulty.allCases.randomElement(using: &generator)!
            let threshold = threshold(near: movie, in: band)
            let comparison = Comparison.allCases.randomElement(using: &generator)!
            return Self.thresholdQuestion(
                about: movie, threshold: threshold, comparison: comparison, language: language,
                difficulty: thresholds.difficulty(distance: abs(threshold - movie.ratingTenths)))
        }
    }

    /// The question for a given threshold, in tenths (70 = 7, 85 = 8.5). The
    /// answer is exact: a threshold equal to the rating is neither exceeded nor
    /// undercut, so both forms are answered "No". `difficulty` is the list's
    /// band for the distance; without it, the band on the whole 1–10 scale.
    public static func thresholdQuestion(
        about movie: Movie, threshold tenths: Int, comparison: Comparison, language: Language, difficulty: Difficulty? = nil
    ) -> Question {
        let threshold = Double(tenths) / 10
        let isYes = comparison == .greater ? movie.rating > threshold : movie.rating < threshold
        let text =
            comparison == .greater
            ? Strings.ratingGreaterThan(Movie.thresholdText(tenths: tenths)) : Strings.ratingLessThan(Movie.thresholdText(tenths: tenths))
        return Question(
            text: text(language),
            options: [Strings.yes(language), Strings.no(language)],
            correctIndex: isYes ? 0 : 1,
            subject: movie.titleWithYear,
            difficulty: difficulty ?? thresholdDifficulty(distance: abs(tenths - movie.ratingTenths)),
            explanation: Strings.rated(movie.ratingText)(language),
            details: movie.crewAndGenres,
            poster: movie.poster
        )
    }

    /// The closer the threshold to the rating, the harder: within half a point
    /// (equal included) is hard, within a point medium, further easy. These
    /// are the bands of a list spread over three points or more (`ThresholdRange`).
    public static func thresholdDifficulty(distance tenths: Int) -> Difficulty {
        switch tenths {
        case ...5: .hard
        case ...10: .medium
        default: .easy
        }
    }

    /// A threshold (in tenths) strictly inside the list's ratings whose
    /// distance from the film's rating falls in the band (`ThresholdRange`).
    mutating func threshold(near movie: Movie, in band: Difficulty) -> Int {
        thresholds.candidates(for: movie.ratingTenths, in: band).randomElement(using: &generator) ?? movie.ratingTenths
    }

    /// A random movie not yet asked about, now marked as asked.
    mutating func nextUnaskedMovie(where isUsable: (Movie) -> Bool = { _ in true }) -> Movie? {
        let movie = movies.filter { !asked.contains($0.imdbID) && isUsable($0) }.randomElement(using: &generator)
        if let movie { asked.insert(movie.imdbID) }
        return movie
    }
}
