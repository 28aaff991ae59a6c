import Foundation
import HTTPClient
import MovieRatingSource

/// OMDb's answers as it sends them (every value a string, "N/A" for what it
/// lacks, errors as `"Response":"False"` with HTTP 401 for the key and the
/// quota), served by a loopback server that plays OMDb for one key.
enum OMDbFixtures {
    static let key = "omdb-test-key"

    /// A film's answer, shaped like https://www.omdbapi.com/?i=tt0111161.
    static func film(_ id: String, rating: String, votes: String, poster: String = "N/A") -> String {
        #"{"Title":"Film \#(id)","Year":"1994","Rated":"R","Runtime":"142 min","Genre":"Drama","Director":"Someone","#
            + #""Poster":"\#(poster)","Ratings":[{"Source":"Internet Movie Database","Value":"\#(rating)/10"}],"Metascore":"82","#
            + #""imdbRating":"\#(rating)","imdbVotes":"\#(votes)","imdbID":"\#(id)","Type":"movie","Response":"True"}"#
    }

    static let invalidKey = #"{"Response":"False","Error":"Invalid API key!"}"#
    static let limitReached = #"{"Response":"False","Error":"Request limit reached!"}"#
    static let incorrectID = #"{"Response":"False","Error":"Incorrect IMDb ID."}"#

    /// Serves `ratings` (IMDb id → rating text) for `key`; an unknown id is
    /// "Incorrect IMDb ID.", another key "Invalid API key!" with 401.
    static func server(
        ratings: [String: String], votes: String = "1,234,567", poster: (String) -> String = { _ in "N/A" }
    ) throws -> LoopbackHTTPServer {
        let answers = ratings.mapValues { $0 }
        let posters = Dictionary(uniqueKeysWithValues: ratings.keys.map { ($0, poster($0)) })
        return try LoopbackHTTPServer { request in
            let items = request.queryItems
            guard items["apikey"] == key else { return .json(invalidKey, status: 401) }
            guard let id = items["i"], let rating = answers[id] else { return .json(incorrectID) }
            return .json(film(id, rating: rating, votes: votes, poster: posters[id] ?? "N/A"))
        }
    }

    static func ratings(
        server: LoopbackHTTPServer, storage: OMDbCacheStorage, clock: ManualClock, key: String = key,
        budget: Int = OMDbRatings.defaultDailyBudget
    ) -> OMDbRatings {
        OMDbRatings(
            client: OMDbClient(apiKey: key, baseURL: server.baseURL, timeout: 30, http: .live),
            cache: OMDbCache(storage: storage, clock: clock.clock), dailyBudget: budget)
    }

    /// Five films of the snapshot's shape, rated 8.0 to 8.4 by the list.
    static let movies = (1...5).map { index in
        Movie(
            rank: index, imdbID: "tt000000\(index)", title: "Listed \(index)", year: 2000 + index, rating: 8.0 + Double(index - 1) / 10,
            votes: 100)
    }
}
