/// A pretty JSON array too long to hold (`questions --json`, `export`,
/// `review --json`): written an element at a time and handed on in pieces
/// of about `pieceSize` bytes, the same text JSONEncoder writes for the
/// whole array. One writer serves every element, so its bookkeeping is not
/// allocated again for each.
public struct StreamedJSONArray {
    private var json: JSONWriter
    /// How many levels in the array's brackets sit.
    private let depth: Int
    private let pieceSize: Int
    public private(set) var count = 0

    /// Starts the array after `prefix` (the text before its `[`).
    public init(depth: Int, after prefix: String = "", pieceSize: Int = 1 << 16) {
        self.depth = depth
        self.pieceSize = pieceSize
        json = JSONWriter(.pretty, capacity: pieceSize + 4096, depth: depth + 1)
        json.raw(prefix + "[")
    }

    /// Writes `element` on a line of its own, one level in, and hands the
    /// text on to `output` once there is a piece of it.
    public mutating func append(_ element: some JSONWritable, to output: ([UInt8]) throws -> Void) throws {
        json.raw(count == 0 ? "\n" : ",\n")
        json.raw(String(repeating: " ", count: 2 * (depth + 1)))
        element.write(to: &json)
        count += 1
        try json.flush(ifAtLeast: pieceSize, to: output)
    }

    /// Closes the array (JSONEncoder's blank line when it is empty), lets
    /// `after` write what follows it, and hands on the rest.
    public mutating func finish(to output: ([UInt8]) throws -> Void, after: (inout JSONWriter) -> Void = { _ in }) throws {
        json.raw(count == 0 ? "\n\n" : "\n")
        json.raw(String(repeating: " ", count: 2 * depth) + "]")
        after(&json)
        try json.flush(to: output)
    }
}
