import FoundationEssentials

/// One row as sqlite3 prints `json_object(…)`: a flat object of text,
/// integer and null columns, read with `JSONByteCursor` (JSONDecoder's
/// first use costs an import more memory than 30,000 notes). A line the
/// cursor is not sure of (a real number, an unusual escape) is left to
/// JSONDecoder, so the reading does not depend on the fast path.
struct SQLiteJSONRow {
    enum Value: Equatable, Decodable {
        case text(String)
        case integer(Int64)
        case null
        /// A real number, or anything else a column of ours never holds.
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let integer = try? container.decode(Int64.self) {
                self = .integer(integer)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .other
            }
        }
    }

    /// Columns in the order printed; a row has a handful.
    private(set) var columns: [(name: String, value: Value)]

    init(columns: [(name: String, value: Value)]) {
        self.columns = columns
    }

    /// The row of one line; nil when it is not a JSON object.
    init?(line: Data) {
        if let fast = line.withUnsafeBytes({ Self.fast($0) }) {
            self = fast
            return
        }
        guard let decoded = try? JSONDecoder().decode([String: Value].self, from: line) else { return nil }
        columns = decoded.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    func value(_ name: String) -> Value? {
        columns.first { $0.name == name }?.value
    }

    /// The column's text; nil when it is missing, null or not text.
    func text(_ name: String) -> String? {
        guard case .text(let text) = value(name) else { return nil }
        return text
    }

    /// The column's integer; nil when it is missing, null or not an integer.
    func integer(_ name: String) -> Int64? {
        guard case .integer(let integer) = value(name) else { return nil }
        return integer
    }

    private static func fast(_ bytes: UnsafeRawBufferPointer) -> SQLiteJSONRow? {
        var cursor = JSONByteCursor(bytes)
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var columns: [(name: String, value: Value)] = []
        if cursor.take(UInt8(ascii: "}")) { return cursor.isAtEnd() ? SQLiteJSONRow(columns: []) : nil }
        repeat {
            guard let key = cursor.key() else { return nil }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[key]), as: UTF8.self)
            // A name given twice is JSONDecoder's to settle.
            guard !columns.contains(where: { $0.name == name }) else { return nil }
            let value: Value
            if cursor.peekIsQuote() {
                guard let text = cursor.string() else { return nil }
                value = .text(text)
            } else if cursor.null() {
                value = .null
            } else if let integer = cursor.int() {
                value = .integer(Int64(integer))
            } else {
                return nil
            }
            columns.append((name, value))
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), cursor.isAtEnd() else { return nil }
        return SQLiteJSONRow(columns: columns)
    }
}
