import FoundationEssentials

/// What `quizctl movies` and `sources` say of the movie list without
/// reading it: how many movies, and its refresh (nil for a list saved
/// before refreshes were recorded).
public struct StoredMovieList: Sendable, Equatable {
    public var count: Int
    public var refresh: StoredMovieRefresh?

    public init(count: Int, refresh: StoredMovieRefresh?) {
        self.count = count
        self.refresh = refresh
    }
}
