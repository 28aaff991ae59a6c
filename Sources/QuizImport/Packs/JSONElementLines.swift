import FoundationEssentials
import QuizPlatform

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

    /// Lines (1-based) of the elements of a top-level array (The Trivia API's responses).
    static func lines(ofRootArrayIn text: String) -> [Int] {
        var scanner = Scanner(key: [], elementDepth: 1)
        for byte in text.utf8 where !scanner.isDone { scanner.consume(byte) }
        return scanner.lines
    }

    private struct Scanner {
        let key: [UInt8]
        /// How deep the array's elements are: 2 under a key of the top-level object, 1 in a top-level array.
        var elementDepth = 2
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
            if inTarget, depth == elementDepth, expectingElement, byte != UInt8(ascii: "]") {
                lines.append(line)
                expectingElement = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringBytes = []
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if byte == UInt8(ascii: "["), depth == elementDepth - 1, elementDepth == 1 || currentKey == key {
                    inTarget = true
                    expectingElement = true
                }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if inTarget, depth == elementDepth - 1 { isDone = true }
            case UInt8(ascii: ","):
                if inTarget, depth == elementDepth { expectingElement = true }
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
