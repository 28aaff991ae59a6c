import Foundation

/// GET requests, as a value the network sources are given: `.live` over the
/// quizctl-fetch helper, tests over a loopback server or a closure of their own.
public struct HTTPClient: Sendable {
    /// The body and HTTP status of a URL within a whole-request time limit
    /// (seconds); any failure to get an answer is a `URLError`, a body over
    /// the client's limit `.dataLengthExceedsMaximum`.
    public var get: @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)

    public init(get: @escaping @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)) {
        self.get = get
    }

    /// Larger answers are refused: every API the sources call answers in
    /// kilobytes, and a hostile one must not fill memory or history.
    public static let defaultBodyLimit = 4 << 20

    /// Requests through the quizctl-fetch helper (see `FetchHelper`), bodies
    /// up to `defaultBodyLimit`.
    public static let live = live(bodyLimit: defaultBodyLimit)

    /// Requests through the quizctl-fetch helper, bodies up to `bodyLimit` bytes.
    public static func live(bodyLimit: Int) -> HTTPClient {
        HTTPClient { url, timeout throws(URLError) in
            try await FetchHelper(bodyLimit: bodyLimit).get(url, timeout: wholeSeconds(timeout))
        }
    }

    /// The time limit a request really gets: whole seconds, at least one.
    /// FoundationNetworking on Linux drops the fraction, so 0.5 s would mean
    /// "no time at all"; clients round up once and report what they use.
    public static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}
