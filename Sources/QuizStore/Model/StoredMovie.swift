import FoundationEssentials

/// One movie of the list imported from IMDb's datasets, as quizctl.db keeps
/// it: MovieRatingSource's `Movie` field for field, without that module
/// (the store does not depend on a source; QuizCLI maps one to the other).
public struct StoredMovie: Sendable, Equatable {
    public var rank: Int
    public var imdbID: String
    public var title: String
    public var year: Int
    public var rating: Double
    public var votes: Int
    public var directors: [String]
    public var genres: [String]
    /// The poster's URL as written (`URL.absoluteString`), nil when unknown.
    public var posterURL: String?

    public init(
        rank: Int, imdbID: String, title: String, year: Int, rating: Double, votes: Int, directors: [String] = [],
        genres: [String] = [], posterURL: String? = nil
    ) {
        self.rank = rank
        self.imdbID = imdbID
        self.title = title
        self.year = year
        self.rating = rating
        self.votes = votes
        self.directors = directors
        self.genres = genres
        self.posterURL = posterURL
    }
}
