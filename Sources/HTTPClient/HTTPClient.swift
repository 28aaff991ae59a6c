import FoundationEssentials

/// GET requests, as a value the network sources are given: `.live` over the
/// system's curl, tests over a loopback server or a closure of their own.
public struct HTTPClient: Sendable {
    /// The body and HTTP status of a URL within a whole-request time limit
    /// (seconds); any failure to get an answer is an `HTTPError`, a body over
    /// the client's limit `.dataLengthExceedsMaximum`, no curl to run
    /// `.fileDoesNotExist`.
    public var get: @Sendable (URL, TimeInterval) async throws(HTTPError) -> (data: Data, status: Int)

    /// Downloads a URL into a part file, resuming after what the file holds
    /// (HTTP Range), within the limits, telling progress as it goes. Whatever
    /// arrived stays in the file when it fails, for the next call to resume
    /// (but for a body over the cap, which is deleted).
    public var download: Download

    public typealias Download =
        @Sendable (
            _ url: URL, _ part: URL, _ limits: DownloadLimits, _ progress: @escaping @Sendable (DownloadProgress) -> Void
        ) async throws(DownloadError) -> DownloadResult

    /// A client for `get` alone; its downloads fail (a test's client that only answers requests).
    public init(get: @escaping @Sendable (URL, TimeInterval) async throws(HTTPError) -> (data: Data, status: Int)) {
        self.init(get: get) { _, _, _, _ throws(DownloadError) in throw .failed(detail: "this client does not download") }
    }

    public init(
        get: @escaping @Sendable (URL, TimeInterval) async throws(HTTPError) -> (data: Data, status: Int),
        download: @escaping Download
    ) {
        self.get = get
        self.download = download
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
        HTTPClient { url, timeout throws(HTTPError) in
            try await CurlTransfer(curl: CurlCommand.locate(), bodyLimit: bodyLimit).get(url, timeout: timeout)
        } download: { url, part, limits, progress throws(DownloadError) in
            try await CurlDownload(curl: CurlCommand.locate()).download(url, to: part, limits: limits, progress: progress)
        }
    }

    /// Requests through the given curl (nil: none installed), for tests.
    public static func curl(_ curl: CurlCommand?, bodyLimit: Int = defaultBodyLimit) -> HTTPClient {
        HTTPClient { url, timeout throws(HTTPError) in
            try await CurlTransfer(curl: curl, bodyLimit: bodyLimit).get(url, timeout: timeout)
        } download: { url, part, limits, progress throws(DownloadError) in
            try await CurlDownload(curl: curl).download(url, to: part, limits: limits, progress: progress)
        }
    }

    /// The time limit a request really gets: whole seconds, at least one,
    /// so that what the sources report ("timed out after 2 s") is what
    /// they used.
    public static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}
