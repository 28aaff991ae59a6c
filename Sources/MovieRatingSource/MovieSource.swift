import FoundationEssentials
import HTTPClient
import QuizPlatform

/// The "movies" source: MovieQuiz's rating questions and four-option movie
/// questions, from the live IMDb-API lists when there is a key and the game is
/// not offline, otherwise from an imported list or the built-in snapshot.
public struct MovieSource: QuestionSource {
    public let name = "movies"
    public let formats: Set<QuestionFormat> = [.yesNo, .choice, .fourOptions]

    /// nil without an API key: the source never touches the network.
    public let client: IMDbAPIClient?
    public let cache: MovieListCache
    /// Movies from `quizctl import` of IMDb's datasets or `movies update`,
    /// played instead of the snapshot; read when a round needs them, so a
    /// source made for another game's registry costs nothing.
    public let importedList: ImportedMovieList?
    /// With `OMDB_API_KEY`: today's ratings, votes and posters of a yes/no
    /// round's films, laid over the list's; nil without a key.
    public let omdb: OMDbRatings?
    /// Told when OMDb fails and some films keep the list's ratings.
    public let onNotice: @Sendable (LocalizedText) -> Void

    /// - Parameters:
    ///   - apiKey: `IMDB_API_KEY`; nil or empty plays the snapshot (or `importedMovies`).
    ///   - baseURL: `QUIZCTL_IMDB_URL`, default https://tv-api.com.
    ///   - dataFolder: where the day-long cache of live lists is kept (`$QUIZCTL_HOME`).
    ///   - importedList: the list imported from IMDb's datasets, used when not live.
    ///   - clock: decides whether the cache is still fresh.
    ///   - timeout: seconds to wait for the IMDb-API.
    ///   - http: how the IMDb-API is asked (the environment's client).
    public init(
        apiKey: String?,
        baseURL: URL = IMDbAPIClient.defaultBaseURL,
        dataFolder: URL,
        importedList: ImportedMovieList? = nil,
        clock: WallClock = .live,
        timeout: TimeInterval = 10,
        http: HTTPClient,
        omdb: OMDbRatings? = nil,
        onNotice: @escaping @Sendable (LocalizedText) -> Void = { _ in }
    ) {
        client = apiKey.flatMap { $0.isEmpty ? nil : IMDbAPIClient(apiKey: $0, baseURL: baseURL, timeout: timeout, http: http) }
        cache = MovieListCache(folder: dataFolder, clock: clock)
        self.importedList = importedList
        self.omdb = omdb
        self.onNotice = onNotice
    }

    public var summary: LocalizedText { Strings.moviesSummary }

    /// The movies a game plays: live (cached for a day) with a key and not
    /// offline; otherwise the imported list or the snapshot.
    public nonisolated(nonsending) func movies(offline: Bool) async throws -> [Movie] {
        guard let client, !offline else { return try importedMovies() ?? MovieSnapshot.movies }
        let origin = cacheOrigin(of: client)
        if let cached = cache.freshMovies(from: origin) { return cached }
        let movies = try await client.topAndPopularMovies()
        cache.store(movies, from: origin)
        return movies
    }

    /// The imported list; nil when there is none (an empty one is none).
    private func importedMovies() throws -> [Movie]? {
        guard let movies = try importedList?.movies(), !movies.isEmpty else { return nil }
        return movies
    }

    /// Up to `query.count` questions about distinct movies (fewer only when the
    /// list is shorter); the category filter does not apply to movies.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        guard formats.contains(query.format) else {
            throw SourceError.unsupportedFormat(source: name, mode: query.format.rawValue)
        }
        let movies = try await movies(offline: query.offline)
        let generator = query.seed.map { SplitMix64(seed: $0).derived("movies") } ?? SplitMix64()
        var factory = MovieQuestionFactory(movies: movies, generator: generator)
        let questions: [Question]
        if query.format == .yesNo, let omdb, !query.offline {
            questions = await liveRatingQuestions(omdb, factory: factory, movies: movies, query: query)
        } else {
            questions =
                switch query.format {
                case .yesNo: factory.thresholdQuestions(count: query.count, difficulty: query.difficulty, language: query.language)
                case .choice, .fourOptions:
                    factory.fourOptionQuestions(count: query.count, difficulty: query.difficulty, language: query.language)
                }
        }
        guard !questions.isEmpty || query.count == 0 else {
            throw SourceError.notEnoughQuestions(available: 0, requested: query.count)
        }
        return questions
    }

    /// A yes/no round on OMDb's ratings of today: the films are chosen first,
    /// only they are looked up (paced by `OMDbRatings`), and the thresholds
    /// lie inside the list with their new ratings. A film OMDb could not
    /// answer keeps the list's rating, and the player is told why once.
    private func liveRatingQuestions(
        _ omdb: OMDbRatings, factory: MovieQuestionFactory, movies: [Movie], query: QuestionQuery
    ) async -> [Question] {
        var picker = factory
        let chosen = picker.pickMovies(count: query.count)
        let refresh = await omdb.refresh(chosen)
        if let problem = refresh.problem, refresh.unchanged > 0 {
            onNotice(Strings.omdbFallback(problem.message, films: refresh.unchanged))
        }
        let live = Dictionary(refresh.movies.map { ($0.imdbID, $0) }, uniquingKeysWith: { first, _ in first })
        var rated = MovieQuestionFactory(movies: movies.map { live[$0.imdbID] ?? $0 }, generator: picker.generator)
        return rated.thresholdQuestions(about: refresh.movies, difficulty: query.difficulty, language: query.language)
    }

    /// Reachable when a game could start now: always for the snapshot or an
    /// imported list, with a key when the cache is fresh or the service answers.
    public func status(offline: Bool) async -> SourceStatus {
        var details = [Strings.snapshotLine(date: MovieSnapshot.date, count: MovieSnapshot.movies.count), MovieSnapshot.attribution]
        // A list that cannot be read is said as none: the round would say why.
        let imported = (try? importedList?.summary()) ?? nil
        details.append(Self.datasetsLine(imported))
        if let omdb {
            details.append(omdb.statusLine(reachable: offline ? nil : await omdb.client.isReachable()))
        } else {
            details.append(Strings.omdbWithoutKey)
        }
        guard let client else {
            details.append(imported == nil ? Strings.moviesWithoutKey : Strings.moviesWithoutKeyPlaysDatasets)
            return SourceStatus(reachable: true, details: details)
        }
        if offline {
            details.append(Strings.moviesOffline)
            return SourceStatus(reachable: true, details: details)
        }
        details.append(Strings.moviesLive(host: client.baseURL.host ?? client.baseURL.absoluteString))
        if cache.freshMovies(from: cacheOrigin(of: client)) != nil { return SourceStatus(reachable: true, details: details) }
        return SourceStatus(reachable: await client.isReachable(), details: details)
    }

    /// Where the list from IMDb's datasets stands: when and from what it
    /// was last refreshed, or that there is none yet.
    public static func datasetsLine(_ list: ImportedMovieList.Summary?) -> LocalizedText {
        guard let list else { return Strings.datasetsNotDownloaded }
        guard let refresh = list.refresh else { return Strings.importedListLine(count: list.count) }
        return Strings.datasetsListLine(count: list.count, refresh: refresh)
    }

    /// The base URL and a digest of the key (the key itself is not written to
    /// disk), so a list fetched with another server or key is not reused.
    private func cacheOrigin(of client: IMDbAPIClient) -> String {
        "\(client.baseURL.absoluteString) key:\(FNV1a.hex(client.apiKey))"
    }
}
