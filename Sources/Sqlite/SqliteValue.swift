/// A value bound to a statement or read from a row: SQLite's five storage classes.
public enum SqliteValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// `.integer` of a Swift `Int`.
    public static func int(_ value: Int) -> SqliteValue { .integer(Int64(value)) }

    /// `.text`, or `.null` for nil.
    public static func optionalText(_ value: String?) -> SqliteValue { value.map(SqliteValue.text) ?? .null }

    /// 1 or 0: STRICT tables have no boolean type.
    public static func bool(_ value: Bool) -> SqliteValue { .integer(value ? 1 : 0) }
}
