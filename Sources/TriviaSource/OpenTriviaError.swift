import QuizPlatform

/// What can go wrong talking to Open Trivia DB, comparable in tests.
///
/// The client speaks in these; `TriviaSource` hands the game a `SourceError`
/// (`sourceError`), where a failure of the network or of the service becomes
/// `.unreachable` so the player is offered to retry or play offline.
public enum OpenTriviaError: UserFacingError, Equatable {
    case timedOut
    case cannotConnect(host: String)
    /// Any other transport failure, by `HTTPError` code.
    case network(code: Int)
    case httpStatus(Int)
    /// The body is not the JSON the endpoint documents, or a field is not validly encoded.
    case malformedResponse
    /// Still rate-limited after the allowed number of waits.
    case rateLimited
    /// Response code 2: we sent something the API does not accept, which is our bug.
    case invalidParameter
    /// A fresh token was rejected too (response code 3 twice).
    case tokenRejected
    /// Still "token empty" (response code 4) right after a reset.
    case tokenExhausted
    case unexpectedResponseCode(Int)
    /// Response code 1 and the count says how many there are: none, or fewer than asked.
    case notEnoughQuestions(available: Int, requested: Int)
    /// Response code 1 even for an amount the count allowed (a type filter, or questions already seen).
    case fewerQuestionsThan(Int)
    /// The body passed `HTTPClient.defaultBodyLimit`: refused unread.
    case answerTooLarge(megabytes: Int)
    /// A question's "text", "option" or "category" is longer than a pack's may be.
    case fieldTooLong(field: String, limit: Int)
    /// curl, the network transport, cannot be run: what and why.
    case networkHelperMissing(String)

    public var message: LocalizedText {
        switch self {
        case .timedOut: Strings.triviaTimedOut
        case .cannotConnect(let host): Strings.triviaCannotConnect(host)
        case .network(let code): Strings.triviaNetworkFailure(code)
        case .httpStatus(let status): Strings.triviaHTTPStatus(status)
        case .malformedResponse: Strings.triviaMalformedResponse
        case .rateLimited: Strings.triviaRateLimited
        case .invalidParameter: Strings.triviaInvalidParameter
        case .tokenRejected: Strings.triviaTokenRejected
        case .tokenExhausted: Strings.triviaTokenExhausted
        case .unexpectedResponseCode(let code): Strings.triviaUnexpectedResponseCode(code)
        case .notEnoughQuestions(let available, let requested): Strings.notEnoughQuestions(available: available, requested: requested)
        case .fewerQuestionsThan(let amount): Strings.triviaFewerQuestionsThan(amount)
        case .answerTooLarge(let megabytes): Strings.triviaAnswerTooLarge(megabytes: megabytes)
        case .fieldTooLong(let field, let limit): Strings.triviaFieldTooLong(field: field, limit: limit)
        case .networkHelperMissing(let detail): Strings.triviaNetworkHelperMissing(detail)
        }
    }

    /// The same failure as every source reports it.
    public var sourceError: SourceError {
        switch self {
        case .notEnoughQuestions(let available, let requested): .notEnoughQuestions(available: available, requested: requested)
        case .invalidParameter, .fewerQuestionsThan: .failed(message)
        default: .unreachable(message)
        }
    }
}
