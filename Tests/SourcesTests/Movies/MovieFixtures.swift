import Foundation
import MovieRatingSource
import QuizPlatform
import Synchronization

/// The IMDb-API's real shapes: every field a string, an unrated title with
/// imDbRating "", errors as HTTP 200 with `errorMessage`.
enum MovieFixtures {
    static let top250 = #"""
        {"items":[
         {"id":"tt0111161","rank":"1","title":"The Shawshank Redemption","fullTitle":"The Shawshank Redemption (1994)","year":"1994","image":"https://m.media-amazon.com/images/M/MV5BNDE3ODcxYzMtY2YzZC00NmNlLWJiNDMtZDViZWM2MzIxZDYwXkEyXkFqcGdeQXVyNjAwNDUxODI@._V1_UX128_CR0,3,128,176_AL_.jpg","crew":"Frank Darabont (dir.), Tim Robbins, Morgan Freeman","imDbRating":"9.2","imDbRatingCount":"2601152"},
         {"id":"tt0068646","rank":"2","title":"The Godfather","fullTitle":"The Godfather (1972)","year":"1972","image":"https://m.media-amazon.com/images/M/MV5BM2MyNjYxNmUtYTAwNi00MTYxLWJmNWYtYzZlODY3ZTk3OTFlXkEyXkFqcGdeQXVyNzkwMjQ5NzM@._V1_UX128_CR0,1,128,176_AL_.jpg","crew":"Francis Ford Coppola (dir.), Marlon Brando, Al Pacino","imDbRating":"9.2","imDbRatingCount":"1815316"},
         {"id":"tt0133093","rank":"3","title":"The Matrix","fullTitle":"The Matrix (1999)","year":"1999","image":"","crew":"Lana Wachowski (dir.), Lilly Wachowski (dir.), Keanu Reeves","imDbRating":"8.7","imDbRatingCount":"1900000"},
         {"id":"tt9999999","rank":"4","title":"Not Yet Rated","fullTitle":"Not Yet Rated (2024)","year":"2024","image":"","crew":"Someone (dir.)","imDbRating":"","imDbRatingCount":"0"}
        ],"errorMessage":""}
        """#

    static let mostPopular = #"""
        {"items":[
         {"id":"tt15398776","rank":"1","rankUpDown":"+3","title":"Oppenheimer","fullTitle":"Oppenheimer (2023)","year":"2023","image":"https://m.media-amazon.com/images/M/MV5BMDBmYTZjNjUtN2M1MS00MTQ2LTk2ODgtNzc2M2QyZGE5NTVjXkEyXkFqcGdeQXVyNzAwMjU2MTY@._V1_UX128_CR0,3,128,176_AL_.jpg","crew":"Christopher Nolan (dir.), Cillian Murphy, Emily Blunt","imDbRating":"8.5","imDbRatingCount":"560000"},
         {"id":"tt0068646","rank":"2","rankUpDown":"-1","title":"The Godfather","fullTitle":"The Godfather (1972)","year":"1972","image":"","crew":"Francis Ford Coppola (dir.), Marlon Brando","imDbRating":"9.2","imDbRatingCount":"1815316"},
         {"id":"tt1234567","rank":"3","rankUpDown":"0","title":"Upcoming \u001b[31mRed","fullTitle":"Upcoming (2025)","year":"2025","image":"","crew":"","imDbRating":"","imDbRatingCount":"0"},
         {"id":"tt7654321","rank":"4","rankUpDown":"+10","title":"Sneaky \u001b]0;title\u0007Film","fullTitle":"Sneaky Film (2023)","year":"2023","image":"","crew":"","imDbRating":"6.4","imDbRatingCount":"1200"}
        ],"errorMessage":""}
        """#

    static let invalidKey = #"{"items":[],"errorMessage":"Invalid API Key"}"#
    static let nullItemsWithError = #"{"items":null,"errorMessage":"Maximum usage (100 per 100 requests) for your account"}"#
    static let nullItems = #"{"items":null,"errorMessage":""}"#

    /// A server that serves both lists, and `errorBody` when the key is not "k".
    static func apiServer(errorBody: String = invalidKey) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.path.hasSuffix("/k") else { return .json(errorBody) }
            if request.path == "/en/API/Top250Movies/k" { return .json(top250) }
            if request.path == "/en/API/MostPopularMovies/k" { return .json(mostPopular) }
            return .json("not found", status: 404)
        }
    }

    /// Nothing listens on port 1: a request there is refused at once. Tests
    /// that must not reach a server use it instead of a stopped server, whose
    /// port and descriptor another test's server may already have taken.
    static let closedPortURL = URL(string: "http://127.0.0.1:1")!

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "movie-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let godfather = Movie(
        rank: 2, imdbID: "tt0068646", title: "The Godfather", year: 1972, rating: 9.2, votes: 1_765_414,
        directors: ["Francis Ford Coppola"], genres: ["Crime", "Drama"]
    )

    /// The threshold a yes/no question asks about, read back from its English text.
    static func threshold(of question: Question) -> Double? {
        guard let word = question.text.split(separator: " ").last else { return nil }
        return Double(word.dropLast())
    }
}
