import FoundationEssentials
import QuizPlatform

/// The body of IMDb-API's Top250Movies and MostPopularMovies, exactly as sent:
/// every field a string, `items` null on some errors, and errors reported with
/// HTTP 200 and a non-empty `errorMessage`.
struct IMDbAPIResponse: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var id: String
        var rank: String?
        var title: String
        var year: String?
        var image: String?
        var crew: String?
        var imDbRating: String?
        var imDbRatingCount: String?
    }

    var items: [Item]?
    var errorMessage: String?

    /// The rated movies of the list; items without a rating ("" for titles
    /// not yet released) or without a year cannot make a question and are left out.
    var movies: [Movie] {
        (items ?? []).compactMap(\.movie)
    }
}

extension IMDbAPIResponse.Item {
    var movie: Movie? {
        guard let ratingText = imDbRating, let rating = Double(ratingText), (1...10).contains(rating),
            let year = year.flatMap({ Int($0) })
        else { return nil }
        return Movie(
            rank: rank.flatMap { Int($0) } ?? 0,
            imdbID: id.terminalSafe,
            title: title.terminalSafe,
            year: year,
            rating: rating,
            votes: imDbRatingCount.flatMap { Int($0) } ?? 0,
            directors: Self.directors(inCrew: crew ?? ""),
            posterURL: image.flatMap(Self.resizedPoster)
        )
    }

    /// The crew line lists directors first, each marked "(dir.)":
    /// "Frank Darabont (dir.), Tim Robbins, Morgan Freeman".
    static func directors(inCrew crew: String) -> [String] {
        crew.split(separator: ",").compactMap { part in
            let name = part.trimmingSpaces()
            guard name.hasSuffix("(dir.)") else { return nil }
            return name.dropLast("(dir.)".count).trimmingSpaces().terminalSafe
        }
    }

    /// The course's resize rule: everything after the first "._" describes a
    /// thumbnail crop; replacing it with "._V0_UX600_.jpg" asks Amazon's image
    /// server for a 600-pixel-wide poster instead.
    static func resizedPoster(_ image: String) -> URL? {
        guard !image.isEmpty else { return nil }
        guard let cut = image.firstRange(ofLiteral: "._") else { return URL(string: image) }
        return URL(string: image[..<cut.lowerBound] + "._V0_UX600_.jpg")
    }
}
