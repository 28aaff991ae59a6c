import DataFiles
import FoundationEssentials
import QuizPlatform
import Sqlite

/// The movie list of a data folder of the older format: `movies.json`,
/// `{"movies":[…],"refresh":{"date":…,"kind":…,"origin":…}}`, each movie
/// `Movie`'s JSON, the date ISO 8601 and the refresh absent in lists saved
/// before `movies update` existed. Read with a plain `JSONDecoder`: it runs
/// once per folder.
///
/// `omdb-cache.json` is moved aside with it but not read: it is a cache of
/// a week of OMDb's answers, and dropping it costs at most a round's
/// requests again, while importing it would keep a format alive for nothing.
struct LegacyMovies: Sendable {
    /// The list, and the lock file the older version kept beside it.
    static let files = ["movies.json", "omdb-cache.json"]
    static let companions = ["movies.json.lock"]

    /// nil when the folder has no movies.json.
    var movies: [StoredMovie]?
    var refresh: StoredMovieRefresh?

    /// Reads movies.json; throws `QuizStoreError.legacyUnreadable` naming
    /// it when it does not decode (as the older version read it: a refresh
    /// of a kind it did not know made the whole file unreadable).
    static func read(_ directory: DataDirectory) throws -> LegacyMovies {
        let path = directory.filePath("movies.json")
        guard FileManager.default.fileExists(atPath: path) else { return LegacyMovies() }
        guard let data = FileManager.default.contents(atPath: path),
            let file = try? JSONCoding.decoder().decode(File.self, from: data),
            file.refresh.map({ Self.kinds.contains($0.kind) }) ?? true
        else { throw QuizStoreError.legacyUnreadable(path: path, line: nil) }
        return LegacyMovies(
            movies: file.movies.map {
                StoredMovie(
                    rank: $0.rank, imdbID: $0.imdbID, title: $0.title, year: $0.year, rating: $0.rating, votes: $0.votes,
                    directors: $0.directors, genres: $0.genres, posterURL: $0.posterURL)
            },
            refresh: file.refresh.map { StoredMovieRefresh(date: $0.date, kind: $0.kind, origin: $0.origin) })
    }

    /// `MovieListRefresh.Kind`'s raw values.
    private static let kinds: Set<String> = ["ratings", "rebuilt", "imported"]

    /// Saves the list in the import's transaction, in place of the
    /// database's (the file is newer: only an older quizctl writes it),
    /// then checks that the database holds every movie.
    func store(in connection: Sqlite) throws {
        guard let movies else { return }
        try MovieRows.save(movies, refresh: refresh, in: connection)
        let found = try LegacyImport.count("movies", in: connection)
        guard found == movies.count else {
            throw QuizStoreError.legacyTableMismatch(table: "movies", expected: movies.count, found: found)
        }
    }

    private struct File: Decodable {
        var movies: [Row]
        var refresh: Refresh?
    }

    private struct Row: Decodable {
        var rank: Int
        var imdbID: String
        var title: String
        var year: Int
        var rating: Double
        var votes: Int
        var directors: [String]
        var genres: [String]
        var posterURL: String?
    }

    private struct Refresh: Decodable {
        var date: Date
        var kind: String
        var origin: String
    }
}
