import FoundationEssentials
import MovieRatingSource
import QuizStore

/// The movie source's injected storage, built on quizctl.db: the list from
/// IMDb's datasets in its own tables, and OMDb's answers as a document.
/// MovieRatingSource does not know QuizStore, nor QuizStore a `Movie`: the
/// two meet here.
extension DataStores {
    /// The list from IMDb's datasets. Reading a folder without quizctl.db
    /// finds none and makes nothing; saving makes the database.
    var importedMovies: ImportedMovieList {
        let stores = self
        return ImportedMovieList(
            summary: {
                try stores.movieList().map { list in
                    ImportedMovieList.Summary(count: list.count, refresh: list.refresh.flatMap(Self.refresh))
                }
            },
            movies: { try stores.movies().map(Self.movie) },
            save: { movies, refresh in
                try stores.saveMovieList(
                    movies.map(Self.stored),
                    refresh: StoredMovieRefresh(date: refresh.date, kind: refresh.kind.rawValue, origin: refresh.origin))
            }
        )
    }

    /// OMDb's answers and today's request count, a document of quizctl.db.
    /// A cache: a document that does not read is a miss, a failed save is
    /// dropped (it costs requests later, never the round).
    var omdbCacheStorage: OMDbCacheStorage {
        let document = document(.omdbCache, default: OMDbCache.Contents?.none)
        return OMDbCacheStorage(load: { (try? document.load()) ?? nil }, save: { try? document.save($0) })
    }

    private static func movie(_ stored: StoredMovie) -> Movie {
        Movie(
            rank: stored.rank, imdbID: stored.imdbID, title: stored.title, year: stored.year, rating: stored.rating, votes: stored.votes,
            directors: stored.directors, genres: stored.genres, posterURL: stored.posterURL.flatMap { URL(string: $0) })
    }

    private static func stored(_ movie: Movie) -> StoredMovie {
        StoredMovie(
            rank: movie.rank, imdbID: movie.imdbID, title: movie.title, year: movie.year, rating: movie.rating, votes: movie.votes,
            directors: movie.directors, genres: movie.genres, posterURL: movie.posterURL?.absoluteString)
    }

    /// A refresh of a kind this version does not know (a newer quizctl's) is none.
    private static func refresh(_ stored: StoredMovieRefresh) -> MovieListRefresh? {
        MovieListRefresh.Kind(rawValue: stored.kind).map { MovieListRefresh(date: stored.date, kind: $0, origin: stored.origin) }
    }
}
