import FoundationEssentials
import HTTPClient
import QuizPlatform

/// IMDb-API's two movie lists (the service the course used: imdb-api.com, now tv-api.com).
public enum IMDbList: String, Sendable, CaseIterable {
    case top250 = "Top250Movies"
    case mostPopular = "MostPopularMovies"
}

/// Fetches IMDb-API lists over HTTP and turns every failure into a
/// `SourceError` a player can read: network trouble is `.unreachable` (worth a
/// retry or an offline game), the service's own `errorMessage` is `.failed`
/// with exactly that message ("Invalid API Key"), never a decoding error.
public struct IMDbAPIClient: Sendable {
    public static let defaultBaseURL = URL(string: "https://tv-api.com")!

    public let apiKey: String
    public let baseURL: URL
    /// Whole seconds to wait for an answer, at least one (the initializer
    /// rounds up), so a message's "after N s" is the time the request had.
    public let timeout: TimeInterval
    /// How requests are sent: `.live` in the program, a stand-in in tests.
    private let http: HTTPClient

    public init(apiKey: String, baseURL: URL = IMDbAPIClient.defaultBaseURL, timeout: TimeInterval = 10, http: HTTPClient) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.timeout = HTTPClient.wholeSeconds(timeout)
        self.http = http
    }

    /// GET {base}/en/API/{list}/{key}, decoded into rated movies.
    public func movies(in list: IMDbList) async throws -> [Movie] {
        let url = baseURL.appending(path: "en/API/\(list.rawValue)/\(apiKey)")
        let (data, status) = try await get(url, timeout: timeout)
        // A stand-in client may not cap what it returns; `.live` does.
        if data.count > HTTPClient.defaultBodyLimit {
            throw SourceError.unreachable(Strings.imdbAnswerTooLarge(megabytes: HTTPClient.defaultBodyLimit >> 20))
        }
        guard (200..<300).contains(status) else { throw SourceError.unreachable(Strings.imdbHTTPStatus(status)) }
        let response: IMDbAPIResponse
        do {
            response = try JSONDecoder().decode(IMDbAPIResponse.self, from: data)
        } catch {
            throw SourceError.failed(Strings.imdbUnreadableResponse)
        }
        if let message = response.errorMessage?.terminalSafe, !message.isEmpty {
            throw SourceError.failed(LocalizedText(verbatim: message))
        }
        try Self.checkLengths(response)
        return response.movies
    }

    /// A title longer than a pack's option may be, or a crew line longer
    /// than a question's text, refuses the whole list: it is hostile, and must
    /// never reach the game or history. Bytes are compared first, so a huge
    /// field is not counted character by character.
    private static func checkLengths(_ response: IMDbAPIResponse) throws {
        func tooLong(_ text: String?, _ limit: Int) -> Bool {
            guard let text, text.utf8.count > limit else { return false }
            return text.utf8.count > 8 * limit || text.count > limit
        }
        let items = response.items ?? []
        if items.contains(where: { tooLong($0.title, QuestionBuilder.optionLimit) || tooLong($0.crew, QuestionBuilder.textLimit) }) {
            throw SourceError.failed(Strings.imdbTitleTooLong(limit: QuestionBuilder.optionLimit))
        }
    }

    /// Top 250 and Most Popular together, fetched at once; a movie in both
    /// keeps its Top 250 entry.
    ///
    /// Both requests always run to the end, in tasks of their own that
    /// nothing cancels: on Linux, cancelling a URLSession request while it
    /// completes deadlocks the session, which is what `async let` does to the
    /// other request when one throws.
    public func topAndPopularMovies() async throws -> [Movie] {
        let top = Task { try await movies(in: .top250) }
        let popular = Task { try await movies(in: .mostPopular) }
        let (topResult, popularResult) = (await top.result, await popular.result)
        let topMovies = try topResult.get()
        let known = Set(topMovies.map(\.imdbID))
        return try topMovies + popularResult.get().filter { !known.contains($0.imdbID) }
    }

    /// Whether the service answers at all, without spending a request of the
    /// key's daily quota: any HTTP answer from the base URL counts.
    public func isReachable() async -> Bool {
        (try? await get(baseURL, timeout: min(timeout, 3))) != nil
    }

    private func get(_ url: URL, timeout: TimeInterval) async throws -> (Data, Int) {
        do {
            return try await http.get(url, timeout)
        } catch {
            throw SourceError.unreachable(reason(for: error))
        }
    }

    private func reason(for error: HTTPError) -> LocalizedText {
        switch error.code {
        case .timedOut: Strings.imdbTimedOut(seconds: Int(timeout))
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost:
            Strings.imdbCannotConnect(host: baseURL.host ?? baseURL.absoluteString)
        case .notConnectedToInternet: Strings.imdbNoInternet
        case .dataLengthExceedsMaximum: Strings.imdbAnswerTooLarge(megabytes: HTTPClient.defaultBodyLimit >> 20)
        case .fileDoesNotExist: Strings.imdbNetworkHelperMissing(error.message.terminalSafe)
        default: Strings.imdbNetworkError(error.message.terminalSafe)
        }
    }
}
