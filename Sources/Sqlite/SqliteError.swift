import CSQLite

/// A failed SQLite call: its extended result code and `sqlite3_errmsg`, sorted
/// into the kinds a caller words differently (a full disk, another process
/// holding the lock, a damaged file). The message is SQLite's English, kept
/// for logs and bug reports, never shown as quizctl's own wording.
public enum SqliteError: Error, Equatable, Sendable {
    /// SQLITE_FULL: the disk (or `max_page_count`) is full; the transaction was rolled back.
    case full(code: Int32, message: String)
    /// SQLITE_BUSY or SQLITE_LOCKED: another connection kept the lock past the busy timeout.
    case busy(code: Int32, message: String)
    /// SQLITE_CORRUPT or SQLITE_NOTADB: the file is damaged, or not a database.
    case corrupt(code: Int32, message: String)
    /// SQLITE_READONLY: a read-only file, folder or connection.
    case readOnly(code: Int32, message: String)
    /// SQLITE_CANTOPEN or SQLITE_PERM: the file could not be opened at all.
    case cannotOpen(code: Int32, message: String)
    /// SQLITE_CONSTRAINT: a row broke a key, a check or a foreign key (a bug, not the player's doing).
    case constraint(code: Int32, message: String)
    /// SQLITE_IOERR: the kernel refused a read or a write.
    case io(code: Int32, message: String)
    /// Anything else (misuse, out of memory, a schema error).
    case other(code: Int32, message: String)

    /// Sorts a result code (extended or primary) into its kind.
    public init(code: Int32, message: String) {
        switch code & 0xFF {
        case SQLITE_FULL: self = .full(code: code, message: message)
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(code: code, message: message)
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .corrupt(code: code, message: message)
        case SQLITE_READONLY: self = .readOnly(code: code, message: message)
        case SQLITE_CANTOPEN, SQLITE_PERM: self = .cannotOpen(code: code, message: message)
        case SQLITE_CONSTRAINT: self = .constraint(code: code, message: message)
        case SQLITE_IOERR: self = .io(code: code, message: message)
        default: self = .other(code: code, message: message)
        }
    }

    /// The error of `handle`'s last call, which returned `code`.
    init(code: Int32, handle: OpaquePointer?) {
        let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        self.init(code: code, message: message)
    }

    /// The extended result code, e.g. SQLITE_IOERR_WRITE.
    public var code: Int32 {
        switch self {
        case .full(let code, _), .busy(let code, _), .corrupt(let code, _), .readOnly(let code, _), .cannotOpen(let code, _),
            .constraint(let code, _), .io(let code, _), .other(let code, _):
            code
        }
    }

    /// `sqlite3_errmsg` at the time of the failure.
    public var message: String {
        switch self {
        case .full(_, let message), .busy(_, let message), .corrupt(_, let message), .readOnly(_, let message),
            .cannotOpen(_, let message), .constraint(_, let message), .io(_, let message), .other(_, let message):
            message
        }
    }
}
