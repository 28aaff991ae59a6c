import Sqlite
import Synchronization

/// One connection shared by every closure of a live client, one thread at
/// a time.
///
/// `@unchecked Sendable` because the compiler cannot see what the `Mutex`
/// guards: every use of `connection` is inside `lock.withLock`, so no two
/// threads ever touch it, or interleave statements in a transaction, at
/// once. (A `Mutex<Sqlite>` would say so in the types, but could not lend
/// its connection to the read and write helpers' closures.) Other
/// connections, in this process or another, wait on SQLite's file locks.
final class SharedDatabase: @unchecked Sendable {
    private let lock = Mutex(())
    private var connection: Sqlite
    /// How to set a damaged database aside and go on with its backup; nil
    /// for a database nothing restores (one in memory, a backup's probe).
    private let recovery: DamageRecovery?

    init(_ connection: Sqlite, recovery: DamageRecovery? = nil) {
        self.connection = connection
        self.recovery = recovery
    }

    /// Runs `body` holding the connection, outside any transaction; a
    /// SQLite failure becomes `QuizStoreError.database`.
    ///
    /// Damage met here (a page that does not read) is recovered from where
    /// it is met, whatever was asked: the database is set aside, the newest
    /// sound backup opened, and `body` run again on it. A write that failed
    /// on damage was rolled back, so running it again does it once.
    func withConnection<T: Sendable>(_ body: (Sqlite) throws -> T) throws -> T {
        try lock.withLock { _ throws -> T in
            do {
                return try body(connection)
            } catch let error as SqliteError {
                guard case .corrupt = error, let recovery, try recovery.recover() else { throw QuizStoreError.database(error) }
                connection = try DatabaseOpening.open(path: recovery.path)
                do {
                    return try body(connection)
                } catch let error as SqliteError {
                    throw QuizStoreError.database(error)
                }
            }
        }
    }

    /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`).
    func write<T: Sendable>(_ body: (Sqlite) throws -> T) throws -> T {
        try withConnection { connection in try connection.transaction(.immediate) { try body(connection) } }
    }

    /// Runs `body` in one read transaction: its queries see one snapshot,
    /// whatever other processes commit meanwhile.
    func read<T: Sendable>(_ body: (Sqlite) throws -> T) throws -> T {
        try withConnection { connection in try connection.transaction(.deferred) { try body(connection) } }
    }
}
