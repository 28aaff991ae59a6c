import Foundation
import HTTPClient
import Testing

/// The test server itself must be trustworthy before the sources are tested on it.
@Suite struct LoopbackHTTPServerTests {
    @Test func servesTheStubAndRecordsTheRequest() async throws {
        let server = try LoopbackHTTPServer { request in
            .json(#"{"path":"\#(request.path)"}"#, status: request.queryItems["fail"] == "1" ? 500 : 200)
        }
        defer { server.stop() }
        let url = server.baseURL.appending(path: "api.php").appending(queryItems: [
            URLQueryItem(name: "amount", value: "10"), URLQueryItem(name: "fail", value: "1"),
        ])
        let (data, status) = try await HTTPClient.live.get(url, 5)
        #expect(status == 500)
        #expect(String(decoding: data, as: UTF8.self) == #"{"path":"/api.php"}"#)
        #expect(server.requests.first?.queryItems["amount"] == "10")
    }
}
