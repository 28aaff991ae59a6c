import FoundationEssentials
import HTTPClient
import QuizPlatform

/// Asks OMDb (https://www.omdbapi.com/) about one film by its IMDb id, and
/// turns every answer into an `OMDbFilm` or an `OMDbError`: OMDb reports its
/// errors as `{"Response":"False","Error":"…"}`, with HTTP 401 for a bad key
/// and for a spent quota, and writes "N/A" for any value it lacks.
public struct OMDbClient: Sendable {
    public static let defaultBaseURL = URL(string: "https://www.omdbapi.com/")!

    public let apiKey: String
    public let baseURL: URL
    /// Whole seconds to wait for one answer: 5 by default, since OMDb only
    /// improves a round that can always start on the list's ratings.
    public let timeout: TimeInterval
    private let http: HTTPClient

    /// OMDb answers a film in about a kilobyte; anything far larger is not OMDb.
    static let bodyLimit = 256 << 10

    public init(apiKey: String, baseURL: URL = OMDbClient.defaultBaseURL, timeout: TimeInterval = 5, http: HTTPClient) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.timeout = HTTPClient.wholeSeconds(timeout)
        self.http = http
    }

    /// `{base}?i=tt…&apikey=…`.
    func url(for imdbID: String) -> URL {
        baseURL.appending(queryItems: [URLQueryItem(name: "i", value: imdbID), URLQueryItem(name: "apikey", value: apiKey)])
    }

    public func film(_ imdbID: String) async throws(OMDbError) -> OMDbFilm {
        let data: Data
        let status: Int
        do {
            (data, status) = try await http.get(url(for: imdbID), timeout)
        } catch {
            throw .unreachable(reason(for: error))
        }
        return try Self.film(imdbID, from: data, status: status)
    }

    /// Whether OMDb answers at all, without spending a request of the quota:
    /// a request without a key is refused (401) but answered.
    public func isReachable() async -> Bool {
        (try? await http.get(baseURL, min(timeout, 3))) != nil
    }

    /// The answer's meaning, apart from the transport so that every shape is tested.
    static func film(_ imdbID: String, from data: Data, status: Int) throws(OMDbError) -> OMDbFilm {
        guard data.count <= bodyLimit else { throw .malformed }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: data) else {
            if status == 401 { throw .invalidKey }
            if !(200..<300).contains(status) { throw .service("HTTP \(status)") }
            throw .malformed
        }
        if answer.response?.lowercased() == "false" || answer.error != nil {
            throw classify(answer.error ?? "", imdbID: imdbID, status: status)
        }
        if status == 401 { throw .invalidKey }
        guard (200..<300).contains(status) else { throw .service("HTTP \(status)") }
        // An answer about another film is not an answer about this one.
        guard answer.imdbID == nil || answer.imdbID == imdbID else { throw .malformed }
        return OMDbFilm(
            imdbID: imdbID, rating: OMDbFilm.rating(answer.imdbRating), votes: OMDbFilm.votes(answer.imdbVotes),
            posterURL: OMDbFilm.posterURL(answer.poster))
    }

    /// OMDb's error texts, as its site and answers word them.
    static func classify(_ error: String, imdbID: String, status: Int) -> OMDbError {
        let text = error.lowercased()
        if text.contains("api key") { return .invalidKey }
        if text.contains("limit") { return .limitReached }
        if text.contains("not found") || text.contains("incorrect imdb id") || text.contains("error getting data") {
            return .notFound(imdbID: imdbID)
        }
        if status == 401 { return .invalidKey }
        return .service(String(error.terminalSafe.prefix(200)))
    }

    private func reason(for error: HTTPError) -> LocalizedText {
        let host = baseURL.host ?? baseURL.absoluteString
        return switch error.code {
        case .timedOut: Strings.omdbTimedOut(seconds: Int(timeout))
        case .fileDoesNotExist: Strings.omdbNoCurl(error.message.terminalSafe)
        case .dataLengthExceedsMaximum: Strings.omdbMalformed
        default: Strings.omdbCannotConnect(host: host)
        }
    }

    /// The fields quizctl reads; every value is a string in OMDb's JSON.
    private struct Answer: Decodable {
        var response: String?
        var error: String?
        var imdbID: String?
        var imdbRating: String?
        var imdbVotes: String?
        var poster: String?

        enum CodingKeys: String, CodingKey {
            case response = "Response"
            case error = "Error"
            case imdbID, imdbRating, imdbVotes
            case poster = "Poster"
        }
    }
}
