import FoundationEssentials
import Sqlite

/// `movies` and `movie_list`: the list from IMDb's datasets, replaced whole.
enum MovieRows {
    static let columns = "rank, imdb_id, title, year, rating, votes, directors, genres, poster_url"

    /// Replaces the list and its refresh; the caller holds the write
    /// transaction. `DELETE` without `WHERE` is SQLite's truncation: it does
    /// not visit the old rows one by one.
    static func save(_ movies: [StoredMovie], refresh: StoredMovieRefresh?, in database: Sqlite) throws(SqliteError) {
        try database.run("DELETE FROM movies")
        let insert = try database.cached("INSERT INTO movies (position, \(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        // Bound a column at a time, not as an array of values: a hundred
        // thousand films would build a hundred thousand arrays.
        for (position, movie) in movies.enumerated() {
            try insert.bind(.int(position), at: 1)
            try insert.bind(.int(movie.rank), at: 2)
            try insert.bind(.text(movie.imdbID), at: 3)
            try insert.bind(.text(movie.title), at: 4)
            try insert.bind(.int(movie.year), at: 5)
            try insert.bind(.real(movie.rating), at: 6)
            try insert.bind(.int(movie.votes), at: 7)
            try insert.bind(.text(JSONStringArray.encode(movie.directors)), at: 8)
            try insert.bind(.text(JSONStringArray.encode(movie.genres)), at: 9)
            try insert.bind(.optionalText(movie.posterURL), at: 10)
            _ = try insert.step()
            insert.reset()
        }
        try database.run(
            "INSERT OR REPLACE INTO movie_list (id, refreshed_at, kind, origin) VALUES (1, ?, ?, ?)",
            refresh.map { .real($0.date.timeIntervalSinceReferenceDate) } ?? .null, .optionalText(refresh?.kind),
            .optionalText(refresh?.origin))
    }

    /// How many movies the list has and its refresh; nil when there is no list.
    static func list(in database: Sqlite) throws -> StoredMovieList? {
        let count = try database.cached("SELECT count(*) FROM movies")
        try count.bind([])
        defer { count.reset() }
        guard let row = try count.step(), row.int(0) > 0 else { return nil }
        let movies = row.int(0)
        let info = try database.cached("SELECT refreshed_at, kind, origin FROM movie_list WHERE id = 1")
        try info.bind([])
        defer { info.reset() }
        guard let stamp = try info.step(), !stamp.isNull(0), let kind = stamp.optionalText(1), let origin = stamp.optionalText(2) else {
            return StoredMovieList(count: movies, refresh: nil)
        }
        let date = Date(timeIntervalSinceReferenceDate: stamp.double(0))
        return StoredMovieList(count: movies, refresh: StoredMovieRefresh(date: date, kind: kind, origin: origin))
    }

    /// Every movie, in the order played.
    static func all(in database: Sqlite) throws -> [StoredMovie] {
        let select = try database.cached("SELECT \(columns) FROM movies ORDER BY position")
        try select.bind([])
        defer { select.reset() }
        var movies: [StoredMovie] = []
        while let row = try select.step() {
            guard let directors = JSONStringArray.decode(row.text(6)), let genres = JSONStringArray.decode(row.text(7)) else {
                throw QuizStoreError.undecodable(what: "movies", key: row.text(1))
            }
            movies.append(
                StoredMovie(
                    rank: row.int(0), imdbID: row.text(1), title: row.text(2), year: row.int(3), rating: row.double(4),
                    votes: row.int(5), directors: directors, genres: genres, posterURL: row.optionalText(8)))
        }
        return movies
    }
}

extension LiveStore {
    func saveMovieList(_ movies: [StoredMovie], refresh: StoredMovieRefresh?) throws {
        try database.write { database in try MovieRows.save(movies, refresh: refresh, in: database) }
    }

    func movieList() throws -> StoredMovieList? {
        try database.read { database in try MovieRows.list(in: database) }
    }

    func movies() throws -> [StoredMovie] {
        try database.read { database in try MovieRows.all(in: database) }
    }
}
