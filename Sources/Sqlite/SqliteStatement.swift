import CSQLite

/// A prepared statement: bind values, step through rows, reset.
public final class SqliteStatement {
    let pointer: OpaquePointer
    private let connection: OpaquePointer

    init(_ pointer: OpaquePointer, connection: OpaquePointer) {
        self.pointer = pointer
        self.connection = connection
    }

    deinit { sqlite3_finalize(pointer) }

    /// Resets the statement and binds `values` to its parameters 1, 2, ….
    public func bind(_ values: [SqliteValue]) throws(SqliteError) {
        reset()
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
    }

    /// Binds one parameter (from 1). Text and blobs are copied at once
    /// (SQLITE_TRANSIENT): the Swift buffers do not outlive the call.
    public func bind(_ value: SqliteValue, at index: Int32) throws(SqliteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(pointer, index)
        case .integer(let integer):
            code = sqlite3_bind_int64(pointer, index, integer)
        case .real(let real):
            code = sqlite3_bind_double(pointer, index, real)
        case .text(var text):
            // A nil pointer would bind NULL, so "" is bound from a literal.
            code =
                text.isEmpty
                ? sqlite3_bind_text(pointer, index, "", 0, csqlite_transient())
                : text.withUTF8 { sqlite3_bind_text(pointer, index, $0.baseAddress, Int32($0.count), csqlite_transient()) }
        case .blob(let bytes):
            code =
                bytes.isEmpty
                ? sqlite3_bind_zeroblob(pointer, index, 0)
                : bytes.withUnsafeBytes { sqlite3_bind_blob(pointer, index, $0.baseAddress, Int32($0.count), csqlite_transient()) }
        }
        guard code == SQLITE_OK else { throw SqliteError(code: code, handle: connection) }
    }

    /// The next row, or nil when there are no more. A row is valid until the
    /// next step or reset.
    public func step() throws(SqliteError) -> SqliteRow? {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW:
            return SqliteRow(statement: pointer)
        case SQLITE_DONE:
            return nil
        case let code:
            // The statement's own error: `sqlite3_errmsg` already names it.
            let error = SqliteError(code: code, handle: connection)
            sqlite3_reset(pointer)
            throw error
        }
    }

    /// Binds `values`, steps to the end and resets: an INSERT, UPDATE or DELETE.
    public func run(_ values: [SqliteValue]) throws(SqliteError) {
        try bind(values)
        defer { reset() }
        while try step() != nil {}
    }

    /// Binds `values` and returns every row, each as its values.
    public func rows(_ values: [SqliteValue]) throws(SqliteError) -> [[SqliteValue]] {
        try bind(values)
        defer { reset() }
        var rows: [[SqliteValue]] = []
        while let row = try step() { rows.append(row.values) }
        return rows
    }

    /// Ready to run again; bound values are kept until rebound. Releases
    /// the read snapshot a half-read statement holds.
    public func reset() {
        sqlite3_reset(pointer)
    }
}

/// The current row of a statement, read column by column (from 0).
public struct SqliteRow {
    let statement: OpaquePointer

    public var count: Int { Int(sqlite3_column_count(statement)) }

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    public func bool(_ column: Int32) -> Bool { sqlite3_column_int64(statement, column) != 0 }

    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

    /// The text of the column ("" for NULL).
    public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The text of the column, nil for NULL.
    public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// The bytes of the column (empty for NULL).
    public func blob(_ column: Int32) -> [UInt8] {
        // The pointer first, then its length, as SQLite's documentation asks.
        guard let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
    }

    /// The column as whichever of the five classes it holds.
    public func value(_ column: Int32) -> SqliteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(int64(column))
        case SQLITE_FLOAT: .real(double(column))
        case SQLITE_TEXT: .text(text(column))
        case SQLITE_BLOB: .blob(blob(column))
        default: .null
        }
    }

    /// Every column's value.
    public var values: [SqliteValue] { (0..<Int32(count)).map(value) }
}
