import DataFiles
import Foundation
import QuizPlatform
import QuizStore

/// The movie list a run saved in a data folder's quizctl.db, read as the
/// store reads it: what `movies.json` was to these tests before.
struct SavedMovieList: Equatable {
    var movies: [StoredMovie]
    var list: StoredMovieList

    /// nil when the folder holds no list (nor a database).
    static func read(_ home: URL) throws -> SavedMovieList? {
        let stores = DataStores(directory: DataDirectory(url: home), onQuarantine: { _ in })
        guard let list = try stores.movieList() else { return nil }
        return SavedMovieList(movies: try stores.movies(), list: list)
    }
}
