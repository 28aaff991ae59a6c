@preconcurrency import Glibc
import Subprocess
import Synchronization

/// HTTP/1.1 on plain sockets for the phone party: one thread polls the
/// listener and every connection (`poll`, never Swift's cooperative pool),
/// reads requests within `ServerLimits`, hands each to `handler` and writes
/// its reply; event streams stay open and take what `send` is given from
/// any thread. Refusals say why with a status, and a client can only ever
/// cost its own connection.
public final class HTTPServer: Sendable {
    public let port: UInt16
    private let listener: Int32
    /// Written to wake the poll when another thread has something to send.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let limits: ServerLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPReply
    private let mailbox = Mutex(Mailbox())
    private let tally = Mutex(Counts())

    private struct Mailbox {
        var sends: [(StreamID, [UInt8])] = []
        var closes: [StreamID] = []
        var stopping = false
    }

    /// What the server has seen, for tests and the host's screen.
    public struct Counts: Sendable, Equatable {
        public var open = 0
        public var streams = 0
        /// Connections turned away because `ServerLimits.connections` were open.
        public var turnedAway = 0
        /// Requests refused before the handler saw them (too large, too slow, malformed).
        public var refused = 0
        public var served = 0

        public init() {}
    }

    public var counts: Counts { tally.withLock { $0 } }

    public init(
        host: String = "127.0.0.1", port: UInt16 = 0, limits: ServerLimits = ServerLimits(),
        handler: @escaping @Sendable (HTTPRequest) -> HTTPReply
    ) throws {
        Self.allowDescriptors(limits.connections + 64)
        let (descriptor, chosen) = try ListeningSocket.open(host: host, port: port)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            Glibc.close(descriptor)
            throw ListeningSocket.Failure(call: "pipe", code: errno)
        }
        for end in pipeEnds { ListeningSocket.makeNonBlocking(end) }
        listener = descriptor
        self.port = chosen
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        self.limits = limits
        self.handler = handler
        DetachedThread.start { [self] in run() }
    }

    /// Raises the process's soft limit on open files to `count` where the
    /// hard limit allows: the usual 1,024 would refuse the thousandth phone.
    private static func allowDescriptors(_ count: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(count))
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Sends `bytes` on an event stream (already framed: `data: …\n\n`);
    /// nothing when the stream has closed.
    public func send(_ bytes: [UInt8], to stream: StreamID) {
        mailbox.withLock { $0.sends.append((stream, bytes)) }
        wake()
    }

    public func close(_ stream: StreamID) {
        mailbox.withLock { $0.closes.append(stream) }
        wake()
    }

    /// Closes every connection and the listener; the thread ends.
    public func stop() {
        mailbox.withLock { $0.stopping = true }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: The thread

    private func run() {
        var connections: [Int32: Connection] = [:]
        var streams: [StreamID: Int32] = [:]
        var nextStream = 0
        let clock = ContinuousClock()
        var lastPing = clock.now
        defer {
            for descriptor in connections.keys { Glibc.close(descriptor) }
            Glibc.close(listener)
            Glibc.close(wakeRead)
            Glibc.close(wakeWrite)
            tally.withLock { $0.open = 0 }
        }
        while true {
            var polled = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            for connection in connections.values {
                var events = Int16(POLLIN)
                if !connection.output.isEmpty { events |= Int16(POLLOUT) }
                polled.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
            }
            let now = clock.now
            let nearest = connections.values.compactMap { $0.deadline(limits) }.min()
            let wait = nearest.map { max(0, min(1000, Int(($0 - now).milliseconds))) } ?? 1000
            _ = poll(&polled, nfds_t(polled.count), Int32(wait))
            let mail = mailbox.withLock { mail in
                defer {
                    mail.sends = []
                    mail.closes = []
                }
                return mail
            }
            if mail.stopping { return }
            drainWakePipe()
            for (stream, bytes) in mail.sends {
                guard let descriptor = streams[stream], let connection = connections[descriptor] else { continue }
                connection.output += bytes
                // A phone that stopped reading its stream is dropped, not buffered for without end.
                if connection.output.count > limits.pendingOutputBytes { drop(connection, &connections, &streams) }
            }
            for stream in mail.closes {
                guard let descriptor = streams[stream], let connection = connections[descriptor] else { continue }
                connection.closesAfterWrite = true
                if connection.output.isEmpty { drop(connection, &connections, &streams) }
            }
            if polled[0].revents & Int16(POLLIN) != 0 { acceptWaiting(&connections, now: clock.now) }
            for entry in polled.dropFirst(2) {
                guard let connection = connections[entry.fd], entry.revents != 0 else { continue }
                if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0, !receive(connection, clock.now) {
                    drop(connection, &connections, &streams)
                    continue
                }
                serveRequests(connection, &streams, &nextStream)
                if !connection.output.isEmpty, !flush(connection) {
                    drop(connection, &connections, &streams)
                    continue
                }
                if connection.closesAfterWrite, connection.output.isEmpty { linger(connection, clock.now) }
            }
            expire(&connections, &streams, now: clock.now)
            // A comment on every stream now and then: a phone gone from the network shows up as a failed write.
            if clock.now - lastPing > .seconds(15) {
                lastPing = clock.now
                for descriptor in streams.values { connections[descriptor]?.output += Array(": ping\n\n".utf8) }
            }
        }
    }

    private func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
    }

    private func acceptWaiting(_ connections: inout [Int32: Connection], now: ContinuousClock.Instant) {
        while let (descriptor, address) = ListeningSocket.accept(listener) {
            guard connections.count < limits.connections else {
                // Told, then closed: the client sees why rather than a reset.
                // Counted before the client can see it, as everything here is.
                tally.withLock { $0.turnedAway += 1 }
                let full = HTTPResponse.text(503, "The room is full.\n").serialized(keepAlive: false)
                _ = full.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                Glibc.close(descriptor)
                continue
            }
            connections[descriptor] = Connection(descriptor: descriptor, remoteAddress: address, now: now)
            tally.withLock { $0.open = connections.count }
        }
    }

    /// Reads what has arrived; false when the client has gone.
    private func receive(_ connection: Connection, _ now: ContinuousClock.Instant) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = recv(connection.descriptor, &buffer, buffer.count, 0)
        if count == 0 { return false }
        if count < 0 { return errno == EAGAIN || errno == EINTR }
        connection.lastActivity = now
        // A closing connection reads only to let its client finish.
        guard connection.lingeringSince == nil else { return true }
        // An event stream takes nothing more from its client; a request being read is capped by the parser.
        guard connection.stream == nil, !connection.closesAfterWrite else { return true }
        connection.input += buffer[0..<count]
        if connection.requestStarted == nil { connection.requestStarted = now }
        return true
    }

    private func serveRequests(_ connection: Connection, _ streams: inout [StreamID: Int32], _ nextStream: inout Int) {
        while connection.stream == nil, !connection.closesAfterWrite, !connection.input.isEmpty {
            switch RequestParser.parse(connection.input, limits: limits, remoteAddress: connection.remoteAddress) {
            case .incomplete:
                return
            case .refused(let status, let reason):
                refuse(connection, status, reason)
                return
            case .request(let request, let consumed):
                connection.input.removeFirst(consumed)
                connection.requestStarted = connection.input.isEmpty ? nil : connection.lastActivity
                tally.withLock { $0.served += 1 }
                let keepAlive = request.header("connection")?.lowercased() != "close"
                switch handler(request) {
                case .response(let response):
                    connection.output += response.serialized(keepAlive: keepAlive)
                    if !keepAlive { connection.closesAfterWrite = true }
                case .eventStream(let headers, let opened, let closed):
                    var head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                    for header in headers { head += "\(header.name): \(header.value)\r\n" }
                    connection.output += Array((head + "X-Content-Type-Options: nosniff\r\n\r\n").utf8)
                    let stream = StreamID(value: nextStream)
                    nextStream += 1
                    connection.stream = stream
                    connection.streamClosed = closed
                    connection.input = []
                    streams[stream] = connection.descriptor
                    tally.withLock { $0.streams = streams.count }
                    opened(stream)
                }
            }
        }
    }

    private func refuse(_ connection: Connection, _ status: Int, _ reason: String) {
        connection.input = []
        connection.requestStarted = nil
        connection.output += HTTPResponse.text(status, reason + "\n").serialized(keepAlive: false)
        connection.closesAfterWrite = true
        tally.withLock { $0.refused += 1 }
    }

    /// Writes what it can; false when the client has gone.
    private func flush(_ connection: Connection) -> Bool {
        let written = connection.output.withUnsafeBytes {
            Glibc.send(connection.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        if written < 0 { return errno == EAGAIN || errno == EINTR }
        connection.output.removeFirst(written)
        return true
    }

    /// Answers a request too slow to arrive, and closes a connection idle too long.
    private func expire(_ connections: inout [Int32: Connection], _ streams: inout [StreamID: Int32], now: ContinuousClock.Instant) {
        for connection in connections.values {
            guard let deadline = connection.deadline(limits), now >= deadline else { continue }
            if connection.lingeringSince == nil, connection.requestStarted != nil {
                refuse(connection, 408, "the request took too long to arrive")
                guard flush(connection) else {
                    drop(connection, &connections, &streams)
                    continue
                }
                if connection.output.isEmpty { linger(connection, now) }
            } else {
                drop(connection, &connections, &streams)
            }
        }
    }

    /// Stops writing, so the client sees the end of the reply, and waits
    /// a moment for it to close first (`Connection.lingeringSince`).
    private func linger(_ connection: Connection, _ now: ContinuousClock.Instant) {
        guard connection.lingeringSince == nil else { return }
        shutdown(connection.descriptor, Int32(SHUT_WR))
        connection.lingeringSince = now
        connection.requestStarted = nil
    }

    private func drop(_ connection: Connection, _ connections: inout [Int32: Connection], _ streams: inout [StreamID: Int32]) {
        connections[connection.descriptor] = nil
        if let stream = connection.stream { streams[stream] = nil }
        tally.withLock {
            $0.open = connections.count
            $0.streams = streams.count
        }
        Glibc.close(connection.descriptor)
        if let stream = connection.stream { connection.streamClosed?(stream) }
    }
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
