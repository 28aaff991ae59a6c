import FoundationEssentials

/// The head of an HTTP answer as `curl --include` writes it before the
/// body: one block per answer along the way (a redirect, a `100 Continue`),
/// then the final answer's block, then the body.
struct ResponseHead: Sendable, Equatable {
    var status: Int
    /// Header names lowercased; the last of repeated ones.
    var headers: [String: String]

    /// A block's status line and headers; nil when it is not one.
    init?(block: [UInt8]) {
        let lines = String(decoding: block, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/") else { return nil }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].trimmingOptionalWhitespace)
        }
        self.headers = headers
    }

    /// Whether another block follows this one: an informational answer, or a
    /// redirect curl follows.
    var isInterim: Bool {
        (100..<200).contains(status) || ((300..<400).contains(status) && headers["location"] != nil)
    }

    /// The body's length, when the server said it.
    var contentLength: Int64? { headers["content-length"].flatMap { Int64($0) } }

    /// "bytes 100-199/1000" → (100, 1000); "bytes */1000" (416) → (nil, 1000).
    var contentRange: (start: Int64?, total: Int64?)? {
        guard let value = headers["content-range"], value.hasPrefix("bytes ") else { return nil }
        let spec = value.dropFirst("bytes ".count)
        let halves = spec.split(separator: "/", maxSplits: 1)
        guard halves.count == 2 else { return nil }
        let start = halves[0].split(separator: "-").first.flatMap { Int64($0) }
        return (start, Int64(halves[1]))
    }
}

extension Substring {
    /// Without HTTP's optional white space (spaces and tabs) at either end.
    fileprivate var trimmingOptionalWhitespace: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
