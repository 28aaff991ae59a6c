import FoundationEssentials
import QuizPlatform

/// One movie as every part of the source sees it: from the built-in snapshot,
/// the IMDb-API lists or an import of IMDb's datasets.
///
/// Codable so a loaded list can be cached and an imported one saved.
public struct Movie: Sendable, Hashable, Codable, Identifiable {
    /// Position in the list it came from (Top 250 rank, popularity, or vote rank for an import).
    public var rank: Int
    /// IMDb's identifier, "tt0111161".
    public var imdbID: String
    public var title: String
    public var year: Int
    /// IMDb rating on the 10-point scale, one decimal as IMDb shows it.
    public var rating: Double
    public var votes: Int
    /// Empty when the source does not know them (IMDb's datasets).
    public var directors: [String]
    /// Empty when the source does not know them (the IMDb-API lists).
    public var genres: [String]
    public var posterURL: URL?

    public var id: String { imdbID }

    public init(
        rank: Int, imdbID: String, title: String, year: Int, rating: Double, votes: Int,
        directors: [String] = [], genres: [String] = [], posterURL: URL? = nil
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

    /// "The Godfather (1972)": how a question names the movie.
    public var titleWithYear: String { "\(title) (\(year))" }

    /// The rating as IMDb prints it: "9.2", "8.0".
    public var ratingText: String { Movie.decimalText(tenths: ratingTenths) }

    /// "Francis Ford Coppola · Crime, Drama", or whichever half is known; nil when neither is.
    public var crewAndGenres: String? {
        let parts = [directors.joined(separator: ", "), genres.joined(separator: ", ")].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The facts a poster stand-in shows (never the rating: that is the question).
    public var poster: Poster {
        Poster(rank: rank, year: year, genres: genres, directors: directors, imageURL: posterURL)
    }

    /// The rating in tenths (9.2 → 92): thresholds and distances are counted in
    /// whole tenths so that no floating-point rounding decides a difficulty band.
    var ratingTenths: Int { Int((rating * 10).rounded()) }

    /// "7" for 70 tenths, "8.5" for 85: a whole number is shown without ".0" in
    /// questions, as the course did ("greater than 7").
    static func thresholdText(tenths: Int) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : decimalText(tenths: tenths)
    }

    static func decimalText(tenths: Int) -> String { "\(tenths / 10).\(abs(tenths % 10))" }
}
