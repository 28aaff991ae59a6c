import FoundationEssentials
import QuizPlatform

/// Parses JSON text into a `JSONValue` straight from its bytes: decoding a
/// pack of a hundred thousand questions through `JSONDecoder` and
/// `JSONValue`'s `Decodable` conformance (which tries each type in turn for
/// every value) took most of an import's time.
///
/// It is sound, not complete, like `JSONByteCursor`: it returns the value
/// JSONDecoder would give only when the text is in forms it fully handles,
/// and nil otherwise (invalid JSON, duplicate keys, numbers whose rounding
/// could differ, very deep nesting). The caller then decodes with
/// JSONDecoder, which also says where invalid JSON goes wrong.
enum JSONValueParser {
    static let depthLimit = 64

    static func parse(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { utf8 in parse(bytes: UnsafeRawBufferPointer(utf8)) }
    }

    /// The value of JSON text given as UTF-8 bytes (checked as they are read).
    static func parse(bytes: UnsafeRawBufferPointer) -> JSONValue? {
        var cursor = JSONByteCursor(bytes)
        guard let value = value(&cursor, depth: 0), cursor.isAtEnd() else { return nil }
        return value
    }

    private static func value(_ cursor: inout JSONByteCursor, depth: Int) -> JSONValue? {
        guard depth < depthLimit else { return nil }
        if cursor.take(UInt8(ascii: "{")) { return object(&cursor, depth: depth) }
        if cursor.take(UInt8(ascii: "[")) { return array(&cursor, depth: depth) }
        if cursor.null() { return .null }
        if let bool = cursor.bool() { return .bool(bool) }
        if cursor.peekIsQuote() { return cursor.string().map(JSONValue.string) }
        return cursor.double().map(JSONValue.number)
    }

    private static func array(_ cursor: inout JSONByteCursor, depth: Int) -> JSONValue? {
        var elements: [JSONValue] = []
        if cursor.take(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            guard let element = value(&cursor, depth: depth + 1) else { return nil }
            elements.append(element)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? .array(elements) : nil
    }

    private static func object(_ cursor: inout JSONByteCursor, depth: Int) -> JSONValue? {
        var members: [String: JSONValue] = [:]
        if cursor.take(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            guard cursor.peekIsQuote(), let key = cursor.string(), cursor.take(UInt8(ascii: ":")),
                let member = value(&cursor, depth: depth + 1),
                members.updateValue(member, forKey: key) == nil
            else { return nil }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "}")) ? .object(members) : nil
    }
}
