import QuizPlatform

/// Four-option questions for the Millionaire ladder and classic rounds. Options
/// come correct-first (the core shuffles them); every option is distinct and
/// exactly one is right by the list's own data.
extension MovieQuestionFactory {
    /// What a four-option question asks.
    public enum FourOptionKind: String, Sendable, CaseIterable {
        /// "Which of these movies has the highest IMDb rating?"; harder the smaller the lead.
        case highestRating
        /// "In which year was X released?"; harder the closer the wrong years.
        case releaseYear
        /// "Who directed X?"; harder when the wrong directors made movies of the same genre and era.
        case director
    }

    /// Up to `count` four-option questions, kinds mixed at random; fewer when
    /// the list runs out of movies that fit (an imported list has no directors).
    public mutating func fourOptionQuestions(count: Int, difficulty: Difficulty?, language: Language) -> [Question] {
        var questions: [Question] = []
        while questions.count < count, let question = nextFourOptionQuestion(difficulty: difficulty, language: language) {
            questions.append(question)
        }
        return questions
    }

    /// One question of any kind that the list can still feed at the difficulty
    /// (a random one when none is asked for).
    public mutating func nextFourOptionQuestion(difficulty: Difficulty?, language: Language) -> Question? {
        let bands = difficulty.map { [$0] } ?? Difficulty.allCases.shuffled(using: &generator)
        let kinds = FourOptionKind.allCases.shuffled(using: &generator)
        for band in bands {
            for kind in kinds {
                if let question = fourOptionQuestion(kind, band: band, language: language) { return question }
            }
        }
        return nil
    }

    /// A question of one kind and difficulty about a movie not yet asked
    /// about, or nil when no such movie can carry it.
    public mutating func fourOptionQuestion(_ kind: FourOptionKind, band: Difficulty, language: Language) -> Question? {
        switch kind {
        case .highestRating: highestRatingQuestion(band: band, language: language)
        case .releaseYear: releaseYearQuestion(band: band, language: language)
        case .director: directorQuestion(band: band, language: language)
        }
    }

    // MARK: - Highest rating

    /// The lead of the right movie over the best wrong one, in tenths of a point.
    public static func ratingLead(for band: Difficulty) -> ClosedRange<Int> {
        switch band {
        case .hard: 1...2
        case .medium: 3...5
        case .easy: 6...90
        }
    }

    private mutating func highestRatingQuestion(band: Difficulty, language: Language) -> Question? {
        let ratings = Set(movies.map(\.ratingTenths)).sorted()
        let lead = Self.ratingLead(for: band)
        /// Ratings that can be runner-up below `top`: in the band, with two distinct ratings still lower.
        func runnersUp(below top: Int) -> [Int] {
            ratings.enumerated().filter { index, rating in index >= 2 && lead.contains(top - rating) }.map(\.element)
        }
        guard let winner = nextUnaskedMovie(where: { !runnersUp(below: $0.ratingTenths).isEmpty }) else { return nil }
        let runnerUp = runnersUp(below: winner.ratingTenths).randomElement(using: &generator)!
        let lower = Array(ratings.filter { $0 < runnerUp }.shuffled(using: &generator).prefix(2))
        let losers = ([runnerUp] + lower).map { rating in
            movies.filter { $0.ratingTenths == rating }.randomElement(using: &generator)!
        }
        return Question(
            text: Strings.highestRatedQuestion(language),
            options: ([winner] + losers).map(\.titleWithYear),
            correctIndex: 0,
            difficulty: band,
            explanation: Strings.highestRatedExplanation(winner.titleWithYear, rating: winner.ratingText)(language)
        )
    }

    // MARK: - Release year

    /// How far the wrong years lie from the right one.
    public static func yearOffsets(for band: Difficulty) -> ClosedRange<Int> {
        switch band {
        case .hard: 1...3
        case .medium: 4...8
        case .easy: 9...20
        }
    }

    private mutating func releaseYearQuestion(band: Difficulty, language: Language) -> Question? {
        let latest = movies.map(\.year).max() ?? 0
        let offsets = Self.yearOffsets(for: band)
        /// Wrong years a player could believe: never before cinema, never after the list's newest movie.
        func wrongYears(for year: Int) -> [Int] {
            offsets.flatMap { [year - $0, year + $0] }.filter { (1888...latest).contains($0) }
        }
        guard let movie = nextUnaskedMovie(where: { wrongYears(for: $0.year).count >= 3 }) else { return nil }
        let wrong = wrongYears(for: movie.year).shuffled(using: &generator).prefix(3)
        return Question(
            text: Strings.releaseYearQuestion(movie.title)(language),
            options: ([movie.year] + wrong).map(String.init),
            correctIndex: 0,
            subject: movie.title,
            difficulty: band,
            explanation: Strings.releasedIn(movie.title, year: movie.year)(language),
            details: movie.crewAndGenres
        )
    }

    // MARK: - Director

    private mutating func directorQuestion(band: Difficulty, language: Language) -> Question? {
        // Checking every movie's rivals up front costs a pass over the list per
        // movie; a movie whose director made nearly all the others is rare
        // enough to be used up without a question instead.
        guard let movie = nextUnaskedMovie(where: { !$0.directors.isEmpty }) else { return nil }
        let others = otherDirectors(than: movie)
        guard others.count >= 3 else { return nil }
        let third = others.count / 3
        let pool: ArraySlice<String> =
            switch band {
            case _ where third < 3: others[...]
            case .hard: others[..<third]
            case .medium: others[third..<(2 * third)]
            case .easy: others[(2 * third)...]
            }
        let credit = movie.directors.joined(separator: ", ")
        return Question(
            text: Strings.directorQuestion(movie.title)(language),
            options: [credit] + pool.shuffled(using: &generator).prefix(3),
            correctIndex: 0,
            subject: movie.titleWithYear,
            difficulty: band,
            explanation: Strings.directedBy(movie.title, credit)(language),
            details: movie.genres.isEmpty ? nil : movie.genres.joined(separator: ", ")
        )
    }

    /// Director credits of other movies sharing no director with `movie`, the
    /// most alike first (same genre, near in time), so a harder question draws
    /// from the front. Empty when `movie` has no known director.
    func otherDirectors(than movie: Movie) -> [String] {
        guard !movie.directors.isEmpty else { return [] }
        var distance: [String: Int] = [:]
        for other in movies where !other.directors.isEmpty && Set(other.directors).isDisjoint(with: movie.directors) {
            let sharesGenre = !Set(other.genres).isDisjoint(with: movie.genres)
            let score = abs(other.year - movie.year) + (sharesGenre ? 0 : 20)
            let credit = other.directors.joined(separator: ", ")
            distance[credit] = min(distance[credit] ?? .max, score)
        }
        return distance.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    }
}
