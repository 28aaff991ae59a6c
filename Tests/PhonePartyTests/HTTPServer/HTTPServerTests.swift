import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The server against real sockets on 127.0.0.1: requests answered, every
/// limit refused with its status, slow and idle clients dropped, a full
/// server saying so, event streams, and junk that harms nothing.
@Suite struct HTTPServerTests {
    /// Echoes what it read, so a test sees the request as the handler did.
    static func echo(_ request: HTTPRequest) -> HTTPReply {
        let query = request.query.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
        let form = request.formFields.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
        return .response(
            .text(
                200,
                "\(request.method) \(request.path) q[\(query)] f[\(form)] c[\(request.cookie("token") ?? "-")] from \(request.remoteAddress)"
            ))
    }

    private func server(_ limits: ServerLimits = ServerLimits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPReply = echo) throws
        -> HTTPServer
    {
        try HTTPServer(limits: limits, handler: handler)
    }

    @Test func requestsAreAnsweredOnOneKeptAliveConnection() throws {
        let server = try server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("GET /join?code=AB%43D&name=Ann+Lee HTTP/1.1\r\nHost: x\r\nCookie: a=1; token=s3cret\r\n\r\n")
        let first = client.response()
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n") && first.contains("Connection: keep-alive"), "\(first)")
        #expect(first.hasSuffix("GET /join q[code=ABCD,name=Ann Lee] f[] c[s3cret] from 127.0.0.1"), "\(first)")
        let body = "choice=2&question=7"
        client.send("POST /answer HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        let second = client.read()
        #expect(second.text.hasSuffix("POST /answer q[] f[choice=2,question=7] c[-] from 127.0.0.1") && second.closed, "\(second)")
        #expect(server.counts.served == 2)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 9000) + "\r\n\r\n", "431"),
        ("POST / HTTP/1.1\r\nContent-Length: 1025\r\n\r\n", "413"),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", "411"),
        ("GET / HTTP/1.1\r\nContent-Length: 1, 2\r\n\r\n", "400"),
        ("HELLO\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nBad Header\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nX: a\u{1B}[2Jb\r\n\r\n", "400"),
        ("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "400"),
        ("GET http://evil/ HTTP/1.1\r\n\r\n", "400"),
    ])
    func whatIsTooLargeOrMalformedIsRefusedWithItsStatus(request: String, status: String) throws {
        let server = try server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send(request)
        let reply = client.read()
        #expect(reply.text.hasPrefix("HTTP/1.1 \(status) ") && reply.closed, "\(reply)")
        #expect(server.counts.refused == 1 && server.counts.served == 0)
        // The server goes on.
        let next = try TestClient(port: server.port)
        next.send("GET /ok HTTP/1.1\r\n\r\n")
        #expect(next.response().contains("GET /ok"))
    }

    /// A slowloris sends a byte now and then: its request must arrive whole in time.
    @Test func aRequestTooSlowToArriveIsAnswered408AndClosed() throws {
        var limits = ServerLimits()
        limits.requestSeconds = 0.3
        let server = try server(limits)
        defer { server.stop() }
        let slow = try TestClient(port: server.port)
        slow.send("GET / HTTP/1.1\r\n")
        for _ in 0..<3 {
            Thread.sleep(forTimeInterval: 0.2)
            slow.send("X")
        }
        let reply = slow.read()
        #expect(reply.text.hasPrefix("HTTP/1.1 408 ") && reply.closed, "\(reply)")
    }

    @Test func anIdleConnectionIsClosed() throws {
        var limits = ServerLimits()
        limits.idleSeconds = 0.2
        let server = try server(limits)
        defer { server.stop() }
        let idle = try TestClient(port: server.port)
        let reply = idle.read()
        #expect(reply.closed && reply.text.isEmpty)
    }

    @Test func pastTheConnectionLimitAClientIsToldTheRoomIsFull() throws {
        var limits = ServerLimits()
        limits.connections = 5
        let server = try server(limits)
        defer { server.stop() }
        let held = try (0..<5).map { _ in try TestClient(port: server.port) }
        for client in held {
            client.send("GET /held HTTP/1.1\r\n\r\n")
            #expect(client.response().contains("GET /held"))
        }
        let sixth = try TestClient(port: server.port)
        let reply = sixth.read()
        #expect(reply.text.hasPrefix("HTTP/1.1 503 ") && reply.text.contains("The room is full.") && reply.closed, "\(reply)")
        #expect(server.counts.turnedAway == 1 && server.counts.open == 5)
    }

    /// The issue's bound: a thousand clients hold, the next is told the room is full.
    @Test func aThousandClientsHoldAndTheNextIsTurnedAway() throws {
        let server = try server()
        defer { server.stop() }
        let held = try (0..<1000).map { _ in try TestClient(port: server.port) }
        for client in held { client.send("GET /held HTTP/1.1\r\n\r\n") }
        for client in held { #expect(client.response().contains("GET /held")) }
        let next = try TestClient(port: server.port)
        #expect(next.read().text.contains("The room is full."))
        #expect(server.counts.open == 1000 && server.counts.turnedAway == 1)
    }

    @Test func anEventStreamCarriesWhatIsSentUntilItIsClosed() throws {
        let opened = Mutex<StreamID?>(nil)
        let server = try server { request in
            request.path == "/events"
                ? .eventStream(headers: [("X-Room", "ABCD")]) { stream in opened.withLock { $0 = stream } }
                : Self.echo(request)
        }
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("GET /events HTTP/1.1\r\n\r\n")
        let head = client.read { $0.contains("\r\n\r\n") }.text
        #expect(head.contains("Content-Type: text/event-stream") && head.contains("X-Room: ABCD"))
        let stream = try #require(opened.withLock { $0 })
        server.send(Array("event: question\ndata: {\"n\":1}\n\n".utf8), to: stream)
        #expect(client.read { $0.contains("data: {\"n\":1}\n\n") }.text.contains("event: question"))
        server.close(stream)
        #expect(client.read().closed)
        #expect(server.counts.streams == 0)
    }

    /// What the handler sends as the stream opens arrives first.
    @Test func aStreamCarriesWhatIsSentAsItOpens() throws {
        let holder = Mutex<HTTPServer?>(nil)
        let server = try server { request in
            .eventStream(headers: []) { stream in holder.withLock { $0?.send(Array("data: hello\n\n".utf8), to: stream) } }
        }
        holder.withLock { $0 = server }
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("GET /events HTTP/1.1\r\n\r\n")
        #expect(client.read { $0.contains("data: hello\n\n") }.text.hasSuffix("data: hello\n\n"))
    }

    /// Ten thousand junk requests, each refused, and a real one still served.
    @Test func tenThousandJunkRequestsHarmNothing() throws {
        let server = try server()
        defer { server.stop() }
        var generator = SystemRandomNumberGenerator()
        for index in 0..<10_000 {
            let client = try TestClient(port: server.port)
            let junk = (0..<(index % 64 + 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            client.send(junk + [13, 10, 13, 10])
            let reply = client.read()
            #expect(reply.text.hasPrefix("HTTP/1.1 4"), "junk \(index) got \(reply.text.prefix(40))")
            if !reply.text.hasPrefix("HTTP/1.1 4") { break }
        }
        let client = try TestClient(port: server.port)
        client.send("GET /still HTTP/1.1\r\n\r\n")
        #expect(client.response().contains("GET /still"))
        #expect(server.counts.refused == 10_000)
    }
}
