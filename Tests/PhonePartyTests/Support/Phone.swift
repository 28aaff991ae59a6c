import Foundation

/// A phone as the server sees it: a cookie once joined, requests on
/// connections of their own, and an event stream whose messages it keeps.
final class Phone {
    let port: UInt16
    var cookie: String?
    private var stream: TestClient?
    private var received = ""

    init(port: UInt16) { self.port = port }

    /// Sends one request on a new connection; gives the status and body.
    func request(_ method: String, _ path: String, form: [String: String] = [:], headers: [String] = []) throws -> (
        status: Int, body: String, head: String
    ) {
        let client = try TestClient(port: port)
        let body = form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(
            separator: "&")
        var head = "\(method) \(path) HTTP/1.1\r\nHost: phone\r\nConnection: close\r\n"
        if let cookie { head += "Cookie: quizctl=\(cookie)\r\n" }
        for header in headers { head += header + "\r\n" }
        if method == "POST" { head += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n" }
        client.send(head + "\r\n" + (method == "POST" ? body : ""))
        let reply = client.read().text
        let parts = reply.components(separatedBy: "\r\n\r\n")
        let status = Int(reply.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"), parts.first ?? "")
    }

    func join(code: String, name: String) throws -> (status: Int, body: String) {
        let reply = try request("POST", "/join", form: ["code": code, "name": name])
        if let line = reply.head.split(separator: "\r\n").first(where: { $0.hasPrefix("Set-Cookie: quizctl=") }) {
            cookie = String(line.dropFirst("Set-Cookie: quizctl=".count).prefix { $0 != ";" })
        }
        return (reply.status, reply.body)
    }

    func answer(question: Int, option: Int) throws -> (status: Int, body: String) {
        let reply = try request("POST", "/answer", form: ["question": "\(question)", "option": "\(option)"])
        return (reply.status, reply.body)
    }

    /// Opens (or reopens, as a reloaded page does) the event stream.
    func listen() throws {
        let client = try TestClient(port: port)
        client.send("GET /events HTTP/1.1\r\nHost: phone\r\n" + (cookie.map { "Cookie: quizctl=\($0)\r\n" } ?? "") + "\r\n")
        stream = client
        received = ""
    }

    /// Every message the stream has carried so far, each a JSON object,
    /// waiting until there are at least `count`.
    func messages(atLeast count: Int) -> [[String: Any]] {
        guard let stream else { return [] }
        let before = received
        received =
            before
            + stream.read { text in (before + text).components(separatedBy: "data: ").count - 1 >= count }.text
        return Self.parse(received)
    }

    /// The messages in what a stream carried.
    static func parse(_ received: String) -> [[String: Any]] {
        // Lines by bytes: "\r\n" is one Character, so a split by Characters would not split the head's lines.
        received.utf8.split(separator: 10).compactMap { line in
            guard line.starts(with: "data: ".utf8) else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6))) as? [String: Any]
        }
    }

    /// The newest message once one satisfies `wanted` (waiting for it), else nil.
    func latest(where wanted: ([String: Any]) -> Bool) -> [String: Any]? {
        guard let stream else { return nil }
        if let last = messages(atLeast: 0).last, wanted(last) { return last }
        let before = received
        received = before + stream.read { text in Self.parse(before + text).last.map(wanted) ?? false }.text
        return Self.parse(received).last.flatMap { wanted($0) ? $0 : nil }
    }

    func latest(phase: String) -> [String: Any]? { latest { $0["phase"] as? String == phase } }

    /// The raw bytes the stream has carried, for the search for an answer key.
    var rawStream: String { received }
}
