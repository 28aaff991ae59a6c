import FoundationEssentials

/// What OMDb says of one film today, "N/A" already turned into nil: the
/// rating, the vote count and the poster's address, each only when OMDb
/// knows it, so a missing value keeps the list's own rather than a zero.
public struct OMDbFilm: Sendable, Hashable, Codable {
    public var imdbID: String
    /// IMDb rating on the 10-point scale; nil for "N/A" or anything outside 1–10.
    public var rating: Double?
    /// Votes behind the rating ("1,234,567" → 1234567); nil for "N/A".
    public var votes: Int?
    /// An http(s) address of the poster; nil for "N/A".
    public var posterURL: URL?

    public init(imdbID: String, rating: Double? = nil, votes: Int? = nil, posterURL: URL? = nil) {
        self.imdbID = imdbID
        self.rating = rating
        self.votes = votes
        self.posterURL = posterURL
    }

    /// `movie` with what OMDb knows laid over what the list said.
    public func applied(to movie: Movie) -> Movie {
        var movie = movie
        if let rating { movie.rating = rating }
        if let votes { movie.votes = votes }
        if let posterURL { movie.posterURL = posterURL }
        return movie
    }

    /// OMDb's field values: "N/A" and anything unreadable are nil.
    static func rating(_ text: String?) -> Double? {
        guard let text, let value = Double(text), (1...10).contains(value) else { return nil }
        return (value * 10).rounded() / 10
    }

    static func votes(_ text: String?) -> Int? {
        guard let digits = text?.replacingEvery(",", with: ""), let value = Int(digits), value >= 0 else { return nil }
        return value
    }

    /// Only http and https: a poster is fetched by curl, which speaks more schemes than it should here.
    static func posterURL(_ text: String?) -> URL? {
        guard let text, text.hasPrefix("https://") || text.hasPrefix("http://"), text.utf8.count <= 2048,
            let url = URL(string: text), url.host != nil
        else { return nil }
        return url
    }
}
