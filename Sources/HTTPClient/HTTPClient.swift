import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// GET requests, as a value the network sources are given: `.live` over
/// URLSession, tests over a loopback server or a closure of their own.
public struct HTTPClient: Sendable {
    /// The body and HTTP status of a URL within a whole-request time limit
    /// (seconds); any failure to get an answer is a `URLError`.
    public var get: @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)

    public init(get: @escaping @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)) {
        self.get = get
    }

    /// Requests over one URLSession without a URL cache (see `HTTPGet`).
    public static let live = HTTPClient { url, timeout throws(URLError) in
        try await HTTPGet.data(from: url, timeout: timeout)
    }

    /// The time limit a request really gets: whole seconds, at least one.
    /// FoundationNetworking on Linux drops the fraction, so 0.5 s would mean
    /// "no time at all"; clients round up once and report what they use.
    public static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}
