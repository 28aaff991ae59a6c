import CSQLite

/// One connection to one SQLite database: open, execute, prepare, transact.
/// A thin wrapper in the shape of isowords' `Sqlite`; everything quizctl
/// keeps is spelt in SQL by `QuizStoreClient.live`, not here.
///
/// Not `Sendable`, on purpose: a connection is confined to one thread at a
/// time. SQLite's own per-connection mutex would make each call safe, but
/// not a transaction of several calls: another thread's statement would land
/// inside it. So the one who shares a connection wraps it whole in a
/// `Mutex` (see `SharedDatabase`), and the connection is opened with
/// `SQLITE_OPEN_NOMUTEX` rather than paying for a second lock. Two
/// processes, or two connections in one process, are kept apart by SQLite's
/// file locks and the busy timeout instead.
public final class Sqlite {
    /// Whether the connection may write (and create the file).
    public enum Access: Sendable {
        case readWrite
        case readOnly
    }

    let handle: OpaquePointer
    /// The progress handler's closure, kept alive as long as SQLite may call it.
    private var progress: ProgressHandler?
    /// Statements prepared once per connection: a game's answers are inserted
    /// by one statement, and every save parses its SQL only the first time.
    private var cache: [String: SqliteStatement] = [:]

    /// Opens (and with `.readWrite` creates) the database at `path`, or an
    /// in-memory one at `":memory:"`. A path with a symbolic link anywhere
    /// in it is refused (`SQLITE_OPEN_NOFOLLOW`, SQLITE_CANTOPEN_SYMLINK):
    /// resolve the folder first (`DatabaseFile.prepare` does).
    public init(path: String, access: Access = .readWrite) throws(SqliteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_EXRESCODE
        flags |= access == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SqliteError(code: code, handle: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        self.handle = handle
    }

    /// Opens `uri` (a `file:` URI, for parameters such as `immutable=1`) with
    /// `flags` as given, plus `SQLITE_OPEN_URI` and no mutex: for a file
    /// quizctl only reads, such as a collection from another program.
    public init(uri: String, flags: Int32) throws(SqliteError) {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(uri, &handle, flags | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SqliteError(code: code, handle: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        self.handle = handle
    }

    deinit {
        // Statements still held elsewhere keep the handle alive until they
        // are finalized: `close_v2` makes it a zombie rather than failing.
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows (DDL, pragmas, `BEGIN`).
    public func execute(_ sql: String) throws(SqliteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    /// A new statement for `sql`, which must be a single statement.
    public func prepare(_ sql: String) throws(SqliteError) -> SqliteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
        guard let statement else { throw SqliteError(code: SQLITE_MISUSE, message: "no statement in the SQL") }
        return SqliteStatement(statement, connection: handle)
    }

    /// The statement for `sql`, prepared the first time it is asked for and
    /// reset after: for the statements a store runs again and again.
    public func cached(_ sql: String) throws(SqliteError) -> SqliteStatement {
        if let statement = cache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        cache[sql] = statement
        return statement
    }

    /// Runs `sql` with `values` bound to its parameters, in order; returns its rows.
    @discardableResult
    public func run(_ sql: String, _ values: SqliteValue...) throws(SqliteError) -> [[SqliteValue]] {
        try cached(sql).rows(values)
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back
    /// when it (or the commit) throws. `.immediate` takes the write lock at
    /// once, waiting out other writers by the busy timeout; a deferred
    /// transaction that only later wants to write could fail with
    /// SQLITE_BUSY without waiting. Inside a transaction already, `body`
    /// simply joins it.
    @discardableResult
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        try execute(kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // After SQLITE_FULL and some I/O errors SQLite rolls back by
            // itself; rolling back again would fail and say nothing new.
            if sqlite3_get_autocommit(handle) == 0 { _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }

    /// Whether a transaction takes the write lock when it begins.
    public enum TransactionKind: Sendable {
        /// `BEGIN IMMEDIATE`: for every transaction that writes.
        case immediate
        /// `BEGIN DEFERRED`: a consistent snapshot for several reads.
        case deferred
    }

    /// Whether closing the last connection to the file checkpoints its WAL
    /// into it (fsyncing both) and deletes the WAL; on by default.
    public func setCheckpointOnClose(_ enabled: Bool) throws(SqliteError) {
        try check(csqlite_set_checkpoint_on_close(handle, enabled ? 1 : 0))
    }

    /// Checkpoints the WAL into the database and truncates it after any
    /// commit that leaves it `frames` pages long or more, instead of
    /// SQLite's automatic checkpoint (which keeps the WAL at its largest).
    public func checkpointTruncating(atFrames frames: Int32) {
        csqlite_checkpoint_truncating_at(handle, frames)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the last row inserted.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Sets one of the connection's run-time limits (`SQLITE_LIMIT_LENGTH`,
    /// `SQLITE_LIMIT_SQL_LENGTH`, …); returns the one it replaced.
    @discardableResult
    public func setLimit(_ limit: Int32, to value: Int32) -> Int32 {
        sqlite3_limit(handle, limit, value)
    }

    /// Calls `shouldInterrupt` about every `instructions` virtual-machine
    /// steps of any statement; when it answers true, the statement fails
    /// with SQLITE_INTERRUPT. nil removes the handler.
    public func setProgressHandler(every instructions: Int32, _ shouldInterrupt: (() -> Bool)?) {
        guard let shouldInterrupt else {
            sqlite3_progress_handler(handle, 0, nil, nil)
            progress = nil
            return
        }
        let box = ProgressHandler(shouldInterrupt)
        progress = box
        sqlite3_progress_handler(
            handle, instructions,
            { context in
                guard let context else { return 0 }
                return Unmanaged<ProgressHandler>.fromOpaque(context).takeUnretainedValue().call() ? 1 : 0
            }, Unmanaged.passUnretained(box).toOpaque())
    }

    private final class ProgressHandler {
        let call: () -> Bool
        init(_ call: @escaping () -> Bool) { self.call = call }
    }

    /// The process-wide hard limit on SQLite's heap (`sqlite3_hard_heap_limit64`,
    /// 0 for none): past it an allocation fails with SQLITE_NOMEM. Returns
    /// the limit it replaced; a negative `bytes` only reads it.
    @discardableResult
    public static func setHardHeapLimit(_ bytes: Int64) -> Int64 {
        sqlite3_hard_heap_limit64(bytes)
    }

    private func check(_ code: Int32) throws(SqliteError) {
        guard code == SQLITE_OK else { throw SqliteError(code: code, handle: handle) }
    }
}
