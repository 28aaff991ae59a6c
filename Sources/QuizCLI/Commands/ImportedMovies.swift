import Foundation
@preconcurrency import Glibc
import MovieRatingSource
import QuizPlatform

/// The movie list imported from IMDb's own datasets (movies.json), played
/// instead of the built-in snapshot when there is no API key, and when and
/// from what it was last made or refreshed (absent in lists saved before
/// `movies update` existed).
struct ImportedMovies: Codable, Sendable {
    var movies: [Movie] = []
    var refresh: MovieListRefresh?

    static func store(in stores: DataStores) -> JSONFileStore<ImportedMovies> {
        JSONFileStore(url: stores.directory.file("movies.json"), defaultValue: ImportedMovies(), onQuarantine: stores.onQuarantine)
    }
}
