import FoundationEssentials
import Synchronization

extension ImportedMovieList {
    /// A list kept in memory, starting as `movies` with `refresh` (no list
    /// when empty): a source made from a list in hand, and tests.
    public static func inMemory(_ movies: [Movie] = [], refresh: MovieListRefresh? = nil) -> ImportedMovieList {
        let state = Mutex((movies: movies, refresh: refresh))
        return ImportedMovieList(
            summary: {
                state.withLock { $0.movies.isEmpty ? nil : Summary(count: $0.movies.count, refresh: $0.refresh) }
            },
            movies: { state.withLock { $0.movies } },
            save: { movies, refresh in state.withLock { $0 = (movies, refresh) } }
        )
    }
}
