/// Bounds on everything a client sends, so no client (or thousand of them)
/// can take the host's memory or time: a slow one is dropped, a large one
/// refused with a status saying why.
public struct ServerLimits: Sendable {
    /// The request line and headers together.
    public var headerBytes = 8 * 1024
    public var bodyBytes = 1024
    /// Connections at once; the next one is told the server is full and closed.
    public var connections = 1000
    /// Seconds a request may take to arrive whole once its first byte came
    /// (a slowloris sends a byte now and then).
    public var requestSeconds = 10.0
    /// Seconds a kept-alive connection may wait for its next request.
    public var idleSeconds = 30.0
    /// Bytes waiting to be written to one client; a client that stops
    /// reading its event stream is dropped past this.
    public var pendingOutputBytes = 256 * 1024

    public init() {}
}
