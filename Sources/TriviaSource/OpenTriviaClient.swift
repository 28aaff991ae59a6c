import FoundationEssentials
import HTTPClient
import QuizPlatform

/// Talks to Open Trivia DB: one method per endpoint, nothing more.
///
/// It decodes what the API says and reports what it says, including the
/// response codes; what to do about them (new token, reset, wait, ask for
/// fewer) is `TriviaQuestionFetcher`'s job. A rate limit, whether response
/// code 5 or HTTP 429, is thrown as `OpenTriviaError.rateLimited` by every
/// method, so one retry loop can wrap any call.
public struct OpenTriviaClient: Sendable {
    public static let defaultBaseURL = URL(string: "https://opentdb.com")!

    public let baseURL: URL
    public let timeout: TimeInterval
    /// How requests are sent: `.live` in the program, a stand-in in tests.
    private let http: HTTPClient

    /// `timeout` bounds each request, in whole seconds (0.5 is taken as 1),
    /// so that the time a message reports is the time the request had.
    public init(baseURL: URL = OpenTriviaClient.defaultBaseURL, timeout: TimeInterval = 15, http: HTTPClient) {
        self.baseURL = baseURL
        self.timeout = HTTPClient.wholeSeconds(timeout)
        self.http = http
    }

    /// The same server with another time limit: `quizctl sources` only glances.
    public func withTimeout(_ timeout: TimeInterval) -> OpenTriviaClient {
        OpenTriviaClient(baseURL: baseURL, timeout: timeout, http: http)
    }

    public func url(for endpoint: OpenTriviaEndpoint) -> URL {
        endpoint.url(relativeTo: baseURL)
    }

    /// `api.php`. Response codes 0–4 are returned for the caller to act on.
    public func questions(_ request: QuestionRequest) async throws(OpenTriviaError) -> QuestionsResponse {
        let wire = try await get(.questions(request), as: Wire.Questions.self)
        let code = try Self.responseCode(wire.responseCode)
        guard code == .success else { return QuestionsResponse(code: code, questions: []) }
        var questions: [TriviaQuestion] = []
        let results = wire.results ?? []
        let encoding = Self.encoding(of: results, requested: request.encoding)
        for question in results {
            guard let decoded = question.decoded(encoding) else { throw .malformedResponse }
            try Self.checkLengths(decoded)
            questions.append(decoded)
        }
        return QuestionsResponse(code: code, questions: questions)
    }

    /// The encoding the results are in. The one asked for, unless HTML
    /// entities were asked for (the default, and what a server that ignores
    /// `encode` sends) and the texts show another: a response in url3986
    /// would otherwise be played as `Which%20Apollo…`, as imports never are.
    static func encoding(of results: [Wire.Question], requested: ResponseEncoding) -> ResponseEncoding {
        guard requested == .htmlEntities else { return requested }
        return ResponseEncoding.detect(
            types: results.map(\.type),
            texts: results.flatMap { [$0.question, $0.correctAnswer, $0.category] + $0.incorrectAnswers })
    }

    /// `api_token.php?command=request`: a new session token.
    public func requestToken() async throws(OpenTriviaError) -> String {
        let wire = try await get(.requestToken, as: Wire.Token.self)
        return try Self.token(from: wire)
    }

    /// `api_token.php?command=reset`: the token, emptied of the questions it has served.
    /// Throws `.tokenRejected` when the API no longer knows it.
    public func resetToken(_ token: String) async throws(OpenTriviaError) -> String {
        let wire = try await get(.resetToken(token), as: Wire.Token.self)
        if wire.responseCode == ResponseCode.tokenNotFound.rawValue { throw .tokenRejected }
        return try Self.token(from: wire)
    }

    /// `api_category.php`: the live category list.
    public func categories() async throws(OpenTriviaError) -> [TriviaCategory] {
        let wire = try await get(.categories, as: Wire.Categories.self)
        return wire.triviaCategories.map { TriviaCategory(id: $0.id, name: HTMLEntities.decode($0.name).terminalSafe) }
    }

    /// `api_count.php?category=ID`.
    public func questionCount(categoryID: Int) async throws(OpenTriviaError) -> CategoryQuestionCount {
        try await get(.questionCount(categoryID: categoryID), as: Wire.Count.self).count
    }

    private static func responseCode(_ value: Int) throws(OpenTriviaError) -> ResponseCode {
        guard let code = ResponseCode(rawValue: value) else { throw .unexpectedResponseCode(value) }
        if code == .rateLimit { throw .rateLimited }
        return code
    }

    /// A question is refused whole when a field is longer than a pack's may
    /// be: a hostile 10 MB question must never reach the game or history.
    /// Bytes are compared first, so a huge field is not counted character
    /// by character.
    private static func checkLengths(_ question: TriviaQuestion) throws(OpenTriviaError) {
        func tooLong(_ text: String, _ limit: Int) -> Bool {
            text.utf8.count > limit && (text.utf8.count > 8 * limit || text.count > limit)
        }
        if tooLong(question.text, QuestionBuilder.textLimit) { throw .fieldTooLong(field: "text", limit: QuestionBuilder.textLimit) }
        if ([question.correctAnswer] + question.incorrectAnswers).contains(where: { tooLong($0, QuestionBuilder.optionLimit) }) {
            throw .fieldTooLong(field: "option", limit: QuestionBuilder.optionLimit)
        }
        if tooLong(question.category, QuestionBuilder.optionLimit) {
            throw .fieldTooLong(field: "category", limit: QuestionBuilder.optionLimit)
        }
    }

    private static func token(from wire: Wire.Token) throws(OpenTriviaError) -> String {
        let code = try responseCode(wire.responseCode)
        guard code == .success else { throw .unexpectedResponseCode(code.rawValue) }
        guard let token = wire.token, !token.isEmpty else { throw .malformedResponse }
        return token
    }

    private func get<Body: Decodable>(_ endpoint: OpenTriviaEndpoint, as _: Body.Type) async throws(OpenTriviaError) -> Body {
        let url = url(for: endpoint)
        let data: Data
        let status: Int
        do {
            (data, status) = try await http.get(url, timeout)
        } catch {
            throw Self.transportError(error, host: url.host ?? url.absoluteString)
        }
        // A stand-in client may not cap what it returns; `.live` does.
        if data.count > HTTPClient.defaultBodyLimit { throw .answerTooLarge(megabytes: HTTPClient.defaultBodyLimit >> 20) }
        if status == 429 { throw .rateLimited }
        guard (200..<300).contains(status) else { throw .httpStatus(status) }
        guard let body = try? Wire.decoder.decode(Body.self, from: data) else { throw .malformedResponse }
        return body
    }

    private static func transportError(_ error: HTTPError, host: String) -> OpenTriviaError {
        switch error.code {
        case .timedOut: .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .networkConnectionLost:
            .cannotConnect(host: host)
        case .dataLengthExceedsMaximum: .answerTooLarge(megabytes: HTTPClient.defaultBodyLimit >> 20)
        case .fileDoesNotExist: .networkHelperMissing(error.message.terminalSafe)
        default: .network(code: error.code.rawValue)
        }
    }
}
