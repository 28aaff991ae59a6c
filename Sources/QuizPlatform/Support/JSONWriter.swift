import FoundationEssentials

/// Writes a value as JSON text the way `JSONCoding.encoder()` (compact) or
/// `JSONCoding.encoder(pretty: true)` does, straight into bytes, for the
/// values saved on every game (a history line, statistics.json, the review
/// log) and the movie list.
///
/// Foundation's JSONEncoder costs a save several million instructions the
/// first time it meets each type (metadata and conformance lookups) and
/// pages of code that nothing else touches; a value that writes itself
/// costs neither. Tests hold every such value's output equal to JSONEncoder's.
///
/// A value writes its members in declaration order, as `Encodable` does:
/// compact output keeps that order (a history line starts with its `id`,
/// which readers look for first), and pretty output sorts each object's
/// members by their keys' bytes when it closes, as `.sortedKeys` does.
public struct JSONWriter {
    public enum Layout: Sendable {
        /// One line, no spaces: a history line, a data file.
        case compact
        /// Two-space indents and `"key" : value`: `--json` output.
        case pretty
    }

    /// A value JSON cannot hold (a Double that is not finite), which
    /// JSONEncoder refuses too.
    public struct Failure: Error, Sendable, Equatable {
        public let reason: String
    }

    public private(set) var bytes: [UInt8] = []
    private let layout: Layout
    /// Containers open around the next value.
    private var depth = 0
    /// Whether the innermost open container has no element yet.
    private var isEmpty = true
    private var failure: Failure?
    /// Pretty output only: the keys of the open objects' members and where
    /// each member starts (at its key), to sort them when their object
    /// closes; and for each open container, where its members begin in
    /// those two, or -1 for an array. (Flat arrays of plain types: an array
    /// of arrays of tuples costs a type lookup at first use.)
    private var memberKeys: [String] = []
    private var memberStarts: [Int] = []
    private var openContainers: [Int] = []
    /// Pretty output only: buffers `sortMembers` keeps between objects.
    private var sortedMembers: [Int] = []
    private var sortedText: [UInt8] = []

    /// `depth`: how many levels in pretty output the value sits, for text
    /// placed inside other text (`history --json`'s players).
    public init(_ layout: Layout, capacity: Int = 512, depth: Int = 0) {
        self.layout = layout
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// The text written (ended by a newline when `line`: a line of a log,
    /// a data file), or why it is not JSON.
    public consuming func finished(line: Bool = false) throws(Failure) -> [UInt8] {
        if let failure { throw failure }
        if line { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// `value` in `layout`, as one JSON text.
    public static func text(of value: some JSONWritable, _ layout: Layout) throws(Failure) -> [UInt8] {
        var writer = JSONWriter(layout)
        value.write(to: &writer)
        return try writer.finished()
    }

    // MARK: - Text written in pieces (`StreamedJSONArray`)

    /// Text placed as it is, around streamed elements.
    public mutating func raw(_ text: String) {
        bytes += text.utf8
    }

    /// Hands what is written so far to `sink` once it holds `size` bytes,
    /// between elements, and starts again with the same capacity.
    mutating func flush(ifAtLeast size: Int = 0, to sink: ([UInt8]) throws -> Void) throws {
        guard bytes.count >= size else { return }
        if let failure { throw failure }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: - Containers

    /// An object whose members `body` writes with `member` and `key`.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"), object: true)
        body(&self)
        if layout == .pretty, let first = openContainers.last {
            sortMembers(from: first)
            memberKeys.removeSubrange(first...)
            memberStarts.removeSubrange(first...)
        }
        close(UInt8(ascii: "}"))
    }

    /// An array of `elements`, each written by `element`.
    public mutating func array<Elements: Sequence>(_ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void) {
        open(UInt8(ascii: "["), object: false)
        for item in elements {
            separate()
            element(&self, item)
        }
        close(UInt8(ascii: "]"))
    }

    /// An object of `members` (a dictionary's), keys sorted by their bytes
    /// in either layout, so a file is the same whatever the hash order.
    public mutating func object<Value: JSONWritable>(_ members: [String: Value]) {
        object { json in
            for (key, value) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                json.member(key, value)
            }
        }
    }

    /// The next member's key; its value follows.
    public mutating func key(_ name: String) {
        separate()
        if layout == .pretty, let first = openContainers.last, first >= 0 {
            memberKeys.append(name)
            memberStarts.append(bytes.count)
        }
        JSONTextWriter.append(string: name, to: &bytes)
        switch layout {
        case .compact: bytes.append(UInt8(ascii: ":"))
        case .pretty:
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// A member; an optional that is nil is written `null` (`encode`).
    public mutating func member(_ name: String, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }

    /// A member left out when `value` is nil (`encodeIfPresent`).
    public mutating func member(_ name: String, ifPresent value: (some JSONWritable)?) {
        guard let value else { return }
        member(name, value)
    }

    private mutating func open(_ bracket: UInt8, object: Bool) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
        if layout == .pretty { openContainers.append(object ? memberKeys.count : -1) }
    }

    /// Puts the members of the object closing (from `first` in
    /// `memberKeys`) in the order of their keys' bytes. Each but the last
    /// ends where the separator before the next begins (`,`, a new line,
    /// the indent).
    private mutating func sortMembers(from first: Int) {
        let members = first..<memberKeys.count
        let keys = memberKeys
        func precedes(_ left: Int, _ right: Int) -> Bool { keys[left].utf8.lexicographicallyPrecedes(keys[right].utf8) }
        guard members.dropFirst().contains(where: { precedes($0, $0 - 1) }) else { return }
        // An object has a handful of members: an insertion sort, into
        // buffers kept from one object to the next (a streamed export
        // sorts a hundred thousand objects).
        var order: [Int] = []
        swap(&order, &sortedMembers)
        order.removeAll(keepingCapacity: true)
        for member in members {
            var position = order.count
            while position > 0, precedes(member, order[position - 1]) { position -= 1 }
            order.insert(member, at: position)
        }
        let separatorCount = 2 + 2 * depth
        var sorted: [UInt8] = []
        swap(&sorted, &sortedText)
        sorted.removeAll(keepingCapacity: true)
        for (position, member) in order.enumerated() {
            if position > 0 { sorted += bytes[memberStarts[first + 1] - separatorCount..<memberStarts[first + 1]] }
            let end = member + 1 < members.upperBound ? memberStarts[member + 1] - separatorCount : bytes.count
            sorted += bytes[memberStarts[member]..<end]
        }
        // The same length: copied back in place.
        bytes.replaceSubrange(memberStarts[first]..., with: sorted)
        sortedMembers = order
        sortedText = sorted
    }

    /// JSONEncoder's layout: an empty container is `[`, a blank line, `]`.
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if layout == .pretty {
            openContainers.removeLast()
            bytes.append(UInt8(ascii: "\n"))
            if isEmpty { bytes.append(UInt8(ascii: "\n")) }
            indent()
        }
        bytes.append(bracket)
        isEmpty = false
    }

    /// What goes before an element or a key: a comma after the first, and
    /// in pretty output a new line at the container's depth.
    private mutating func separate() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        if layout == .pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
    }

    private mutating func indent() {
        for _ in 0..<2 * depth { bytes.append(UInt8(ascii: " ")) }
    }

    // MARK: - Values

    public mutating func string(_ text: String) {
        JSONTextWriter.append(string: text, to: &bytes)
    }

    /// A string of `count` bytes that need no escaping (ASCII digits and
    /// punctuation), written in place by `write`: the days of
    /// statistics.json, a thousand of them at every save, without a
    /// `String` made and scanned for each.
    public mutating func plainString(count: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        bytes.withUnsafeMutableBufferPointer { write(UnsafeMutableBufferPointer(rebasing: $0[start..<start + count])) }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func int(_ value: Int) {
        bytes += value.description.utf8
    }

    /// The shortest text that reads back as `value`, as JSONEncoder writes
    /// it: Swift's `description` without a trailing ".0" (3 → `3`, 0.1 →
    /// `0.1`, 1e21 → `1e+21`).
    public mutating func double(_ value: Double) {
        guard value.isFinite else {
            failure = failure ?? Failure(reason: "\(value) is not a JSON number")
            bytes += "null".utf8
            return
        }
        let text = value.description.utf8
        bytes += text.count > 2 && text.suffix(2).elementsEqual(".0".utf8) ? text.dropLast(2) : text[...]
    }

    public mutating func bool(_ value: Bool) {
        bytes += (value ? "true" : "false").utf8
    }

    public mutating func null() {
        bytes += "null".utf8
    }

    /// ISO 8601 in UTC, whole seconds: JSONCoding's `.iso8601`.
    public mutating func date(_ date: Date) {
        JSONTextWriter.append(date: date, to: &bytes)
    }
}

/// A value that writes itself as JSON, as its `Encodable` conformance
/// would through JSONCoding's encoder (see `JSONWriter`).
public protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension String: JSONWritable {
    public func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
    public func write(to json: inout JSONWriter) { json.int(self) }
}

extension Double: JSONWritable {
    public func write(to json: inout JSONWriter) { json.double(self) }
}

extension Bool: JSONWritable {
    public func write(to json: inout JSONWriter) { json.bool(self) }
}

extension Date: JSONWritable {
    public func write(to json: inout JSONWriter) { json.date(self) }
}

extension UUID: JSONWritable {
    public func write(to json: inout JSONWriter) { json.string(uuidString) }
}

extension Array: JSONWritable where Element: JSONWritable {
    public func write(to json: inout JSONWriter) { json.array(self) { $1.write(to: &$0) } }
}

/// nil is `null`, as `encode` writes an absent optional.
extension Optional: JSONWritable where Wrapped: JSONWritable {
    public func write(to json: inout JSONWriter) {
        switch self {
        case .some(let value): value.write(to: &json)
        case .none: json.null()
        }
    }
}

/// A string enum is its raw value.
extension JSONWritable where Self: RawRepresentable, RawValue == String {
    public func write(to json: inout JSONWriter) { json.string(rawValue) }
}
