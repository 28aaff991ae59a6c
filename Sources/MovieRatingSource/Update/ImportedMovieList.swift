import FoundationEssentials

/// Where the movie list from IMDb's datasets is kept, as closures: the
/// source reads and `movies update` replaces it without knowing the store
/// (QuizCLI builds it on quizctl.db; tests on a value in memory).
public struct ImportedMovieList: Sendable {
    /// How many movies the list has and when it was last refreshed, without
    /// reading them; nil when there is no list (the snapshot plays).
    public var summary: @Sendable () throws -> Summary?
    /// Every movie, in the order saved.
    public var movies: @Sendable () throws -> [Movie]
    /// Replaces the list and its refresh at once.
    public var save: @Sendable (_ movies: [Movie], _ refresh: MovieListRefresh) throws -> Void

    public init(
        summary: @escaping @Sendable () throws -> Summary?, movies: @escaping @Sendable () throws -> [Movie],
        save: @escaping @Sendable (_ movies: [Movie], _ refresh: MovieListRefresh) throws -> Void
    ) {
        self.summary = summary
        self.movies = movies
        self.save = save
    }

    /// What `quizctl movies` and `sources` say of a list.
    public struct Summary: Sendable, Equatable {
        public var count: Int
        /// nil for a list saved before refreshes were recorded.
        public var refresh: MovieListRefresh?

        public init(count: Int, refresh: MovieListRefresh?) {
            self.count = count
            self.refresh = refresh
        }
    }
}
