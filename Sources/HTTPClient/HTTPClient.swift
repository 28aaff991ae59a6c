import Foundation

/// GET requests, as a value the network sources are given: `.live` over the
/// system's curl, tests over a loopback server or a closure of their own.
public struct HTTPClient: Sendable {
    /// The body and HTTP status of a URL within a whole-request time limit
    /// (seconds); any failure to get an answer is a `URLError`, a body over
    /// the client's limit `.dataLengthExceedsMaximum`, no curl to run
    /// `.fileDoesNotExist`.
    public var get: @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)

    public init(get: @escaping @Sendable (URL, TimeInterval) async throws(URLError) -> (data: Data, status: Int)) {
        self.get = get
    }

    /// Larger answers are refused: every API the sources call answers in
    /// kilobytes, and a hostile one must not fill memory or history.
    public static let defaultBodyLimit = 4 << 20

    /// Requests through curl (see `CurlTransfer`), bodies up to `defaultBodyLimit`.
    public static let live = live(bodyLimit: defaultBodyLimit)

    /// Requests through curl as `CurlCommand.locate()` finds it, bodies up
    /// to `bodyLimit` bytes. curl is looked up at each request, so one
    /// installed while quizctl runs is found.
    public static func live(bodyLimit: Int) -> HTTPClient {
        HTTPClient { url, timeout throws(URLError) in
            try await CurlTransfer(curl: CurlCommand.locate(), bodyLimit: bodyLimit).get(url, timeout: timeout)
        }
    }

    /// Requests through the given curl (nil: none installed), for tests.
    public static func curl(_ curl: CurlCommand?, bodyLimit: Int = defaultBodyLimit) -> HTTPClient {
        HTTPClient { url, timeout throws(URLError) in
            try await CurlTransfer(curl: curl, bodyLimit: bodyLimit).get(url, timeout: timeout)
        }
    }

    /// The time limit a request really gets: whole seconds, at least one,
    /// so that what the sources report ("timed out after 2 s") is what
    /// they used.
    public static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}
