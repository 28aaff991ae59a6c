import FoundationEssentials
import QuizPlatform

/// Any JSON value, so a pack can be read entry by entry and each wrong type
/// reported where it is, instead of one decoding error for the whole file.
enum JSONValue: Decodable, Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    var array: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    var object: [String: JSONValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// An array of strings, or nil when it is anything else.
    var strings: [String]? {
        guard let array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }
}

/// Finds the line on which each element of a top-level array starts, e.g.
/// the entries of `{"questions": [...]}`, by scanning the raw text: the
/// decoder knows values but not where they were.
enum JSONElementLines {
    /// Lines (1-based) of the elements of the array under `key` in the top-level object.
    static func lines(ofArrayAt key: String, in text: String) -> [Int] {
        var scanner = Scanner(key: Array(key.utf8))
        for byte in text.utf8 where !scanner.isDone { scanner.consume(byte) }
        return scanner.lines
    }

    private struct Scanner {
        let key: [UInt8]
        var lines: [Int] = []
        var isDone = false
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        /// The text of the string being read at depth 1 (a key, perhaps).
        var stringBytes: [UInt8] = []
        var lastString: [UInt8] = []
        var currentKey: [UInt8] = []
        var inTarget = false
        var expectingElement = false

        mutating func consume(_ byte: UInt8) {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                readString(byte)
                return
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { return }
            if inTarget, depth == 2, expectingElement, byte != UInt8(ascii: "]") {
                lines.append(line)
                expectingElement = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringBytes = []
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if byte == UInt8(ascii: "["), depth == 1, currentKey == key {
                    inTarget = true
                    expectingElement = true
                }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if inTarget, depth == 1 { isDone = true }
            case UInt8(ascii: ","):
                if inTarget, depth == 2 { expectingElement = true }
            case UInt8(ascii: ":"):
                if depth == 1 { currentKey = lastString }
            default:
                break
            }
        }

        private mutating func readString(_ byte: UInt8) {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                if depth == 1 { lastString = stringBytes }
                return
            }
            if depth == 1, stringBytes.count <= key.count { stringBytes.append(byte) }
        }
    }
}
