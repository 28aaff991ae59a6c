import QuizPlatform

/// A small XML reader for files from outside (Moodle's question banks):
/// elements, attributes, text, CDATA, comments, the five named entities and
/// numeric references. A document type declaration is refused rather than
/// read, so no entity can expand ("billion laughs"), and nesting is capped.
/// The file's size is capped before this runs (`PackText.byteLimit`).
struct XMLTreeReader {
    static let depthLimit = 64

    struct Problem: Error, Equatable {
        var line: Int
        var reason: LocalizedText
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The document's root element.
    static func parse(_ text: String) throws(Problem) -> XMLTree {
        var reader = XMLTreeReader(text)
        try reader.skipProlog()
        guard reader.peek(UInt8(ascii: "<")) else { throw reader.problem(Strings.importXMLNoRoot) }
        let root = try reader.element(depth: 0)
        try reader.skipMisc()
        guard reader.index == reader.bytes.count else { throw reader.problem(Strings.importXMLAfterRoot) }
        return root
    }

    // MARK: Structure

    /// The XML declaration, comments, processing instructions and space before the root.
    private mutating func skipProlog() throws(Problem) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
    }

    private mutating func skipMisc() throws(Problem) {
        while true {
            skipSpace()
            if starts("<?") {
                try skip(past: "?>")
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<!DOCTYPE") || starts("<!doctype") {
                throw problem(Strings.importXMLDoctype)
            } else {
                return
            }
        }
    }

    /// An element whose `<` is at `index`.
    private mutating func element(depth: Int) throws(Problem) -> XMLTree {
        guard depth < Self.depthLimit else { throw problem(Strings.importXMLTooDeep(Self.depthLimit)) }
        let start = line
        index += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            if starts("/>") {
                index += 2
                return XMLTree(name: name, attributes: attributes, children: [], line: start)
            }
            if peek(UInt8(ascii: ">")) {
                index += 1
                break
            }
            let key = try self.name()
            skipSpace()
            guard peek(UInt8(ascii: "=")) else { throw problem(Strings.importXMLExpected("=")) }
            index += 1
            skipSpace()
            attributes[key] = try quoted()
        }
        var children: [XMLTree.Child] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { children.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while true {
            guard index < bytes.count else { throw XMLTreeReader.Problem(line: start, reason: Strings.importXMLUnclosed(name)) }
            if starts("</") {
                index += 2
                let closing = try self.name()
                skipSpace()
                guard peek(UInt8(ascii: ">")) else { throw problem(Strings.importXMLExpected(">")) }
                index += 1
                guard closing == name else { throw problem(Strings.importXMLMismatched(expected: name, found: closing)) }
                flush()
                return XMLTree(name: name, attributes: attributes, children: children, line: start)
            } else if starts("<![CDATA[") {
                index += 9
                let end = try position(of: "]]>")
                text += bytes[index..<end]
                advance(to: end + 3)
            } else if starts("<!--") {
                try skip(past: "-->")
            } else if starts("<?") {
                try skip(past: "?>")
            } else if peek(UInt8(ascii: "<")) {
                flush()
                children.append(.element(try element(depth: depth + 1)))
            } else if peek(UInt8(ascii: "&")) {
                text += try reference()
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                text.append(bytes[index])
                index += 1
            }
        }
    }

    // MARK: Pieces

    private mutating func name() throws(Problem) -> String {
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), !"=/>\"'<".utf8.contains(bytes[index]) { index += 1 }
        guard index > start else { throw problem(Strings.importXMLExpected(Strings.importXMLName)) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws(Problem) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw problem(Strings.importXMLExpected("\""))
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "<") { throw problem(Strings.importXMLExpected("\"")) }
            if bytes[index] == UInt8(ascii: "&") {
                value += try reference()
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                value.append(bytes[index])
                index += 1
            }
        }
        guard index < bytes.count else { throw problem(Strings.importXMLExpected("\"")) }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&amp;`, `&#233;`, `&#xE9;`: the bytes it stands for.
    private mutating func reference() throws(Problem) -> [UInt8] {
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw problem(Strings.importXMLBadReference)
        }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch body {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { throw problem(Strings.importXMLBadReference) }
        index = semicolon + 1
        return Array(String(scalar).utf8)
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func starts(_ prefix: String) -> Bool { bytes[index...].starts(with: prefix.utf8) }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    /// Where `marker` next begins, at or after `index`.
    private func position(of marker: String) throws(Problem) -> Int {
        let needle = Array(marker.utf8)
        var at = index
        while at + needle.count <= bytes.count {
            if bytes[at] == needle[0], bytes[at..<(at + needle.count)].elementsEqual(needle) { return at }
            at += 1
        }
        throw problem(Strings.importXMLUnterminated(marker))
    }

    private mutating func skip(past marker: String) throws(Problem) {
        let end = try position(of: marker)
        advance(to: end + marker.utf8.count)
    }

    /// Moves to `end`, counting the lines passed.
    private mutating func advance(to end: Int) {
        line += bytes[index..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        index = end
    }

    private func problem(_ reason: LocalizedText) -> Problem { Problem(line: line, reason: reason) }
}
