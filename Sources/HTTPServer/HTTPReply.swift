/// What the server's handler answers a request with.
public enum HTTPReply: Sendable {
    case response(HTTPResponse)
    /// A Server-Sent Events stream (`text/event-stream`) kept open: the
    /// handler gets its id at once and sends on it with `HTTPServer.send`;
    /// `closed` is told when the client or the server ends it.
    case eventStream(
        headers: [(name: String, value: String)], opened: @Sendable (StreamID) -> Void,
        closed: @Sendable (StreamID) -> Void = { _ in })
}

/// One open event stream, while its connection lasts.
public struct StreamID: Sendable, Hashable, CustomStringConvertible {
    let value: Int

    public var description: String { "stream \(value)" }
}
