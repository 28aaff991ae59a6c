/// How quizctl.db is opened: the file made safe, the connection set up, the
/// schema brought up to date.
enum DatabaseOpening {
    /// How long a connection waits for another's write lock before
    /// SQLITE_BUSY: a save takes milliseconds, so five seconds is only ever
    /// reached when something is wrong.
    static let busyTimeoutMilliseconds = 5000

    /// A connection to the database at `path` (`":memory:"` for one in
    /// memory), ready for the client.
    static func open(path: String) throws -> Sqlite {
        do {
            if path != ":memory:" { try DatabaseFile.prepare(path: path) }
            let connection = try Sqlite(path: path)
            try configure(connection)
            try Migrator.migrate(connection)
            return connection
        } catch let error as SqliteError {
            throw QuizStoreError.database(error)
        }
    }

    /// - WAL: readers never wait for the writer, and a commit appends to
    ///   the log instead of rewriting pages in place.
    /// - `synchronous = NORMAL`: in WAL mode a commit is not fsynced, only
    ///   checkpoints are. A killed process loses nothing committed, and a
    ///   power cut cannot corrupt the database; it can undo the last few
    ///   commits before the cut. That costs no fsync a save, which is where
    ///   most of a save's time would go.
    /// - foreign keys, so deleting a game deletes its answers and players;
    ///   SQLite turns them on per connection, not per file.
    static func configure(_ connection: Sqlite) throws(SqliteError) {
        try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
        try connection.execute("PRAGMA foreign_keys = ON")
        // Setting WAL is the one step that needs the file to itself; it is
        // recorded in the file, so later opens find it set.
        if case .text(let mode) = try connection.run("PRAGMA journal_mode").first?.first, mode.lowercased() != "wal" {
            try connection.execute("PRAGMA journal_mode = WAL")
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
    }
}
