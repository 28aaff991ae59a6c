import FoundationEssentials
@preconcurrency import Glibc
import MovieRatingSource
import QuizPlatform
import QuizStore

/// The movie list imported from IMDb's own datasets (movies.json), played
/// instead of the built-in snapshot when there is no API key, and when and
/// from what it was last made or refreshed (absent in lists saved before
/// `movies update` existed).
struct ImportedMovies: Codable, Sendable, JSONWritable {
    var movies: [Movie] = []
    var refresh: MovieListRefresh?

    static func store(in stores: DataStores) -> JSONFileStore<ImportedMovies> {
        JSONFileStore(
            url: stores.directory.file("movies.json"), defaultValue: ImportedMovies(), write: { $0.write(to: &$1) },
            onQuarantine: stores.onQuarantine)
    }

    /// As `Encodable` encodes it, without JSONEncoder: a list of a hundred
    /// thousand movies is written on every import (see `JSONWriter`).
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("movies", movies)
            json.member("refresh", ifPresent: refresh)
        }
    }
}
