import FoundationEssentials

/// When and from what the movie list was last made or refreshed
/// (MovieRatingSource's `MovieListRefresh`, its kind as the raw text).
public struct StoredMovieRefresh: Sendable, Equatable {
    public var date: Date
    /// "ratings", "rebuilt" or "imported".
    public var kind: String
    /// The dataset host's URL, or the files' paths.
    public var origin: String

    public init(date: Date, kind: String, origin: String) {
        self.date = date
        self.kind = kind
        self.origin = origin
    }
}
