import FoundationEssentials

/// What a film's poster would tell a player at a glance, for the stand-in
/// card drawn beside a movie question: only the facts the source knows.
public struct Poster: Sendable, Hashable, Codable {
    /// Position in the list the film came from (Top 250 rank, popularity).
    public var rank: Int?
    public var year: Int?
    public var genres: [String]
    public var directors: [String]
    /// The poster image itself, when the live list gives one.
    public var imageURL: URL?

    public init(rank: Int? = nil, year: Int? = nil, genres: [String] = [], directors: [String] = [], imageURL: URL? = nil) {
        self.rank = rank
        self.year = year
        self.genres = genres
        self.directors = directors
        self.imageURL = imageURL
    }
}
