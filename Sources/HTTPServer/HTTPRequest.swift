/// A request as the server read it: bounded by `ServerLimits`, its header
/// names lower-cased.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The path without its query: "/join".
    public var path: String
    /// The query's pairs, percent-decoded, in order.
    public var query: [(String, String)] {
        FormDecoding.pairs(rawQuery)
    }
    public var rawQuery: String
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// The client's IP address, for limits per address.
    public var remoteAddress: String

    public init(
        method: String, path: String, rawQuery: String = "", headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name == lowered }?.value
    }

    /// The value of cookie `name`, if the request carries it.
    public func cookie(_ name: String) -> String? {
        for header in headers where header.name == "cookie" {
            for pair in header.value.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingSpaces == name { return String(parts[1].trimmingSpaces) }
            }
        }
        return nil
    }

    /// The body's form fields (`application/x-www-form-urlencoded`), in order.
    public var formFields: [(String, String)] {
        FormDecoding.pairs(String(decoding: body, as: UTF8.self))
    }

    public static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.path == right.path && left.rawQuery == right.rawQuery && left.body == right.body
            && left.remoteAddress == right.remoteAddress && left.headers.map(\.name) == right.headers.map(\.name)
            && left.headers.map(\.value) == right.headers.map(\.value)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
