import Sqlite

/// How quizctl.db is opened: the file made safe, the connection set up, the
/// schema brought up to date.
enum DatabaseOpening {
    /// How long a connection waits for another's write lock before
    /// SQLITE_BUSY: a save takes milliseconds, so five seconds is only ever
    /// reached when something is wrong.
    static let busyTimeoutMilliseconds = 5000

    /// The WAL's length, in pages, that the commit reaching it checkpoints
    /// and truncates: some thirty saves; a new process reads a WAL this
    /// long in about a tenth of a millisecond.
    static let checkpointFrames: Int32 = 256

    /// A connection to the database at `path` (`":memory:"` for one in
    /// memory), ready for the client.
    static func open(path: String) throws -> Sqlite {
        do {
            let connection = try Sqlite(path: path == ":memory:" ? path : try DatabaseFile.prepare(path: path))
            // Waiting for another process's lock comes first: even the check
            // below can meet one (a WAL being checkpointed).
            try connection.execute("PRAGMA busy_timeout = \(busyTimeoutMilliseconds)")
            try refuseForeign(connection)
            try configure(connection)
            try Migrator.migrate(connection)
            return connection
        } catch let error as SqliteError {
            throw QuizStoreError.database(error)
        }
    }

    /// Throws `QuizStoreError.notQuizctlDatabase` for another program's
    /// database: tables, but no schema version of ours. Checked before
    /// anything is set, so the file set aside is the file found; one
    /// statement reads both, so a new database another process is making
    /// meanwhile is seen before or after its first step, never half way.
    static func refuseForeign(_ connection: Sqlite) throws {
        let row = try connection.run("SELECT (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_schema)")
        if row.first?.first == .integer(0), row.first?.last != .integer(0) { throw QuizStoreError.notQuizctlDatabase }
    }

    /// - WAL: readers never wait for the writer, and a commit appends to
    ///   the log instead of rewriting pages in place.
    /// - `synchronous = NORMAL`: in WAL mode a commit is not fsynced; the
    ///   WAL is, at each checkpoint. A killed process loses nothing it
    ///   committed, and a power cut cannot corrupt the database, but it can
    ///   undo the commits since the last checkpoint (below: at most 256
    ///   pages, some thirty games). FULL would fsync every commit: a save
    ///   and a delete took 7 ms instead of 0.3 ms and 0.14 ms on the
    ///   2-core test machine, most of a delete's 10 ms budget at 1M games.
    /// - No checkpoint when a connection closes, and a checkpoint that
    ///   truncates the WAL once it reaches `checkpointFrames` pages, in
    ///   place of SQLite's automatic one. quizctl is a process a command:
    ///   checkpointing on close cost every command that wrote four fsyncs
    ///   (deleting the WAL on exit, creating it again on the next write):
    ///   7 of a 7.5 ms save. SQLite's automatic checkpoint never shrinks
    ///   the WAL, and each new process reads the whole WAL at its first
    ///   query (its index of the WAL does not survive the last close), so
    ///   the WAL is kept short instead. The WAL stays beside the database:
    ///   copies are taken with `VACUUM INTO`, and a move must take both.
    /// - foreign keys, so deleting a game deletes its answers and players;
    ///   SQLite turns them on per connection, not per file.
    static func configure(_ connection: Sqlite) throws(SqliteError) {
        try connection.execute("PRAGMA foreign_keys = ON")
        try switchToWAL(connection)
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.setCheckpointOnClose(false)
        connection.checkpointTruncating(atFrames: checkpointFrames)
    }

    /// How many times a switch to WAL that met another process's switch is tried again.
    static let walSwitchAttempts = 50

    /// Setting WAL is the one step that needs the file to itself; it is
    /// recorded in the file, so later opens find it set. Two first runs at
    /// once both try it on the new file, each holding the read lock the
    /// other must wait out: SQLite answers one of them SQLITE_BUSY at once,
    /// without waiting (waiting would deadlock). That one has let go of its
    /// lock by then, so asking again waits for the other's switch (the busy
    /// timeout) and then finds WAL set. Measured: 8 of 150 such pairs failed
    /// with both cores busy before this.
    static func switchToWAL(_ connection: Sqlite) throws(SqliteError) {
        var attempt = 1
        while true {
            do {
                guard case .text(let mode) = try connection.run("PRAGMA journal_mode").first?.first, mode.lowercased() != "wal"
                else { return }
                try connection.execute("PRAGMA journal_mode = WAL")
                return
            } catch .busy where attempt < walSwitchAttempts {
                attempt += 1
            }
        }
    }
}
