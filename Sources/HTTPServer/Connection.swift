/// One client's connection, touched only by the server's thread.
final class Connection {
    let descriptor: Int32
    let remoteAddress: String
    /// Received and not yet read as a request.
    var input: [UInt8] = []
    /// Waiting to be written.
    var output: [UInt8] = []
    /// Close once `output` is written: a refusal, or a response to a client
    /// that asked to close.
    var closesAfterWrite = false
    /// Set while the connection carries an event stream, with whom to tell when it ends.
    var stream: StreamID?
    var streamClosed: (@Sendable (StreamID) -> Void)?
    /// When the request being received began: a request must arrive whole
    /// within `ServerLimits.requestSeconds`.
    var requestStarted: ContinuousClock.Instant?
    var lastActivity: ContinuousClock.Instant
    /// When the connection stopped writing (after a refusal) and began
    /// reading what the client still sends: closing with unread bytes
    /// would reset the connection and could lose the refusal itself.
    var lingeringSince: ContinuousClock.Instant?

    /// Seconds a closing connection waits for its client to close first.
    static let lingerSeconds = 2.0

    init(descriptor: Int32, remoteAddress: String, now: ContinuousClock.Instant) {
        self.descriptor = descriptor
        self.remoteAddress = remoteAddress
        lastActivity = now
    }

    /// The moment this connection has waited too long, if it is waiting on the client.
    func deadline(_ limits: ServerLimits) -> ContinuousClock.Instant? {
        if let lingeringSince { return lingeringSince + .seconds(Self.lingerSeconds) }
        if let requestStarted { return requestStarted + .seconds(limits.requestSeconds) }
        guard stream == nil, output.isEmpty else { return nil }
        return lastActivity + .seconds(limits.idleSeconds)
    }
}
