import Sqlite

/// Why the store could not do what it was asked. Typed values only: QuizCLI
/// words them for the player (this module holds no user-visible text).
public enum QuizStoreError: Error, Equatable, Sendable {
    /// SQLite failed; `SqliteError` tells a full disk, a lock held too long
    /// and a damaged file apart.
    case database(SqliteError)
    /// Something other than a regular file is at `path` (a link, a FIFO, a
    /// device, a folder): refused by name, never followed.
    case refused(path: String, DatabaseFileRefusal)
    /// The folder could not be created (`errno`).
    case cannotCreateFolder(path: String, errno: Int32)
    /// A file could not be created, set private, synced or renamed (`errno`).
    case cannotWriteFile(path: String, errno: Int32)
    /// A folder could not be listed (`errno`).
    case cannotReadFolder(path: String, errno: Int32)
    /// An old backup could not be removed (`errno`).
    case cannotRemoveFile(path: String, errno: Int32)
    /// The database was written by a newer quizctl, whose schema this one does not know.
    case newerSchema(found: Int, supported: Int)
    /// The file is an SQLite database, but another program's: it has tables
    /// and no quizctl schema version. Set aside and restored like a damaged one.
    case notQuizctlDatabase
    /// A stored value that does not decode (`what`: the table or document, `key`: its row).
    case undecodable(what: String, key: String)
    /// A file of a data folder in the older format that does not decode
    /// (at `line` of history.jsonl): the folder was left as it was.
    case legacyUnreadable(path: String, line: Int?)
    /// The games imported from the older format are not the games read: the import was rolled back.
    case legacyCountMismatch(expected: Int, found: String)
    /// A table filled from the older format does not hold what was read (`table` names it): the import was rolled back.
    case legacyTableMismatch(table: String, expected: Int, found: Int)
    /// A test value's closure that the test did not provide (see `QuizStoreClient.failing`).
    case unimplemented(String)
}

extension QuizStoreError: CustomStringConvertible {
    /// For test failures and logs, not for players: "QuizStoreClient.saveGame is not implemented".
    public var description: String {
        switch self {
        case .unimplemented(let name): "\(name) is not implemented"
        case .database(let error): "database(\(error))"
        case .refused(let path, let refusal): "refused(\(path), \(refusal))"
        case .cannotCreateFolder(let path, let errno): "cannotCreateFolder(\(path), errno \(errno))"
        case .cannotReadFolder(let path, let errno): "cannotReadFolder(\(path), errno \(errno))"
        case .cannotWriteFile(let path, let errno): "cannotWriteFile(\(path), errno \(errno))"
        case .cannotRemoveFile(let path, let errno): "cannotRemoveFile(\(path), errno \(errno))"
        case .newerSchema(let found, let supported): "newerSchema(found \(found), supported \(supported))"
        case .notQuizctlDatabase: "notQuizctlDatabase"
        case .undecodable(let what, let key): "undecodable(\(what), \(key))"
        case .legacyUnreadable(let path, let line): "legacyUnreadable(\(path), line \(line.map(String.init) ?? "-"))"
        case .legacyCountMismatch(let expected, let found): "legacyCountMismatch(expected \(expected), found \(found))"
        case .legacyTableMismatch(let table, let expected, let found): "legacyTableMismatch(\(table), expected \(expected), found \(found))"
        }
    }
}
