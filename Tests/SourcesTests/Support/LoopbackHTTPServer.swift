import Foundation
import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A request as the loopback server saw it.
struct RecordedRequest: Sendable, Equatable {
    var method: String
    /// The path without the query, percent-encoding kept: "/api.php".
    var path: String
    /// The raw query string, "" when there is none.
    var query: String
    var headers: [String: String]

    /// Query items decoded, in order ("amount" → "10").
    var queryItems: [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let key = parts[0].removingPercentEncoding ?? parts[0]
            let value = parts.count > 1 ? (parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? parts[1]) : ""
            items[key] = value
        }
        return items
    }
}

/// What the server answers to one request.
struct StubResponse: Sendable {
    var status: Int = 200
    var headers: [String: String] = ["Content-Type": "application/json; charset=utf-8"]
    var body: Data = Data()
    /// Seconds to wait before answering: longer than the client's timeout makes a timeout.
    var delay: Double = 0
    /// Seconds between the body's bytes, sent one at a time: a server that
    /// never goes quiet long enough for the client's idle timeout.
    var trickle: Double = 0
    /// A body of this many bytes of `body` repeated, streamed in chunks with
    /// no Content-Length: a huge answer the server never holds in memory.
    var streamedBytes: Int = 0
    /// Accepts the request and never answers (until the server stops).
    var neverAnswers = false
    /// Announces the whole body's Content-Length, sends only this many of
    /// its bytes and closes: a connection cut mid-body.
    var cutAfter: Int?

    static func json(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(status: status, body: Data(text.utf8))
    }
}

/// A real HTTP/1.1 server on 127.0.0.1 with an ephemeral port, so sources are
/// tested through URLSession exactly as in production, without the internet.
/// One thread accepts; each connection is answered on its own thread and closed.
final class LoopbackHTTPServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (RecordedRequest) -> StubResponse
    private let log = Mutex<[RecordedRequest]>([])
    private let stopped = Mutex(false)

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request served so far, oldest first.
    var requests: [RecordedRequest] { log.withLock { $0 } }

    init(handler: @escaping @Sendable (RecordedRequest) -> StubResponse) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        let wasStopped = stopped.withLock { state in
            defer { state = true }
            return state
        }
        guard !wasStopped else { return }
        // Only shut down here: the accept thread closes the socket itself once
        // accept fails, so its number cannot be reused by another test's server
        // while this thread might still call accept on it.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    enum ServerError: Error { case socket(Int32) }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let client = accept(listener, nil, nil)
            if stopped.withLock({ $0 }) {
                if client >= 0 { close(client) }
                return
            }
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        log.withLock { $0.append(request) }
        let response = handler(request)
        if response.neverAnswers {
            while !stopped.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.1) }
            return
        }
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        if response.streamedBytes > 0 { return stream(response, to: client) }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        var headers = response.headers
        headers["Content-Length"] = String(response.body.count)
        headers["Connection"] = "close"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        if let cutAfter = response.cutAfter {
            writeAll(client, Data(head.utf8) + response.body.prefix(cutAfter))
            return
        }
        guard response.trickle > 0 else {
            writeAll(client, Data(head.utf8) + response.body)
            return
        }
        writeAll(client, Data(head.utf8))
        for byte in response.body where !stopped.withLock({ $0 }) {
            Thread.sleep(forTimeInterval: response.trickle)
            writeAll(client, Data([byte]))
        }
    }

    /// The head without Content-Length, then `body` over and over until
    /// `streamedBytes` are sent or the client hangs up.
    private func stream(_ response: StubResponse, to client: Int32) {
        guard writeAll(client, Data("HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nConnection: close\r\n\r\n".utf8)) else {
            return
        }
        var sent = 0
        while sent < response.streamedBytes, !stopped.withLock({ $0 }) {
            let chunk = response.body.prefix(response.streamedBytes - sent)
            guard writeAll(client, chunk) else { return }
            sent += chunk.count
        }
    }

    /// Reads the request line and headers (requests here carry no body).
    private func readRequest(_ client: Int32) -> RecordedRequest? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        while buffer.firstRange(of: terminator) == nil {
            let count = read(client, &chunk, chunk.count)
            if count <= 0 { return nil }
            buffer += chunk[0..<count]
            if buffer.count > 64 * 1024 { return nil }
        }
        guard let text = String(bytes: buffer, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let target = String(requestLine[1])
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RecordedRequest(method: String(requestLine[0]), path: parts[0], query: parts.count > 1 ? parts[1] : "", headers: headers)
    }

    /// False once the client has gone.
    @discardableResult
    private func writeAll(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 206: "Partial Content"
        case 416: "Range Not Satisfiable"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
