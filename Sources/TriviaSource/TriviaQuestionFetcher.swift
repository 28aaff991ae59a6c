import FoundationEssentials
import QuizPlatform

/// Gets questions from Open Trivia DB the way its documentation asks a
/// client to behave, whatever the response codes say.
///
/// - 1, not enough questions: asks `api_count.php` how many the category holds
///   and asks once more for that many, or says there are none.
/// - 2, invalid parameter: our bug, reported as such.
/// - 3, token not found: requests a new token (a reset cannot revive it), once.
/// - 4, token empty: resets the token and tries once more.
/// - 5 or HTTP 429, rate limit: waits 5 s, telling `onWait`, at most `rateLimitRetries` times.
///
/// A round larger than 50 takes several calls with the same token (so no
/// question repeats), 5 s apart as the rate limit requires.
struct TriviaQuestionFetcher: Sendable {
    static let rateLimitWait = Duration.seconds(5)

    var client: OpenTriviaClient
    var tokens: SessionTokenStore
    var encoding: ResponseEncoding
    var rateLimitRetries: Int
    var sleep: @Sendable (Duration) async throws -> Void
    var onWait: @Sendable (Duration) -> Void

    /// What one round asks for; `amount` may exceed 50.
    struct Filters: Sendable {
        var amount: Int
        var categoryID: Int?
        var difficulty: Difficulty?
        var type: ChoiceType?
    }

    func fetch(_ filters: Filters) async throws -> [TriviaQuestion] {
        var questions: [TriviaQuestion] = []
        while questions.count < filters.amount {
            if !questions.isEmpty { try await wait() }
            var chunk = filters
            chunk.amount = min(filters.amount - questions.count, QuestionRequest.amountRange.upperBound)
            let batch = try await fetchOneCall(chunk)
            questions += batch
            if batch.count < chunk.amount { break }
        }
        return questions
    }

    /// One `api.php` request of at most 50, with every recovery the codes call for.
    private func fetchOneCall(_ filters: Filters) async throws -> [TriviaQuestion] {
        var token = try await currentToken()
        var amount = filters.amount
        var renewedToken = false
        var resetToken = false
        var askedForFewer = false
        while true {
            let request = QuestionRequest(
                amount: amount, categoryID: filters.categoryID, difficulty: filters.difficulty,
                type: filters.type, encoding: encoding, token: token
            )
            let response = try await rateLimited { try await client.questions(request) }
            switch response.code {
            case .success:
                tokens.use(token)
                return response.questions
            case .noResults:
                guard !askedForFewer else { throw OpenTriviaError.fewerQuestionsThan(amount) }
                amount = try await availableAmount(filters, requested: amount)
                askedForFewer = true
            case .invalidParameter:
                throw OpenTriviaError.invalidParameter
            case .tokenNotFound:
                guard !renewedToken else { throw OpenTriviaError.tokenRejected }
                token = try await newToken()
                renewedToken = true
            case .tokenEmpty:
                guard !resetToken else { throw OpenTriviaError.tokenExhausted }
                token = try await reset(token)
                resetToken = true
            case .rateLimit:  // the client throws it, so `rateLimited` has already waited
                throw OpenTriviaError.rateLimited
            }
        }
    }

    /// After response code 1: how many to ask for instead, from `api_count.php`.
    private func availableAmount(_ filters: Filters, requested: Int) async throws -> Int {
        guard let categoryID = filters.categoryID else { throw OpenTriviaError.fewerQuestionsThan(requested) }
        let count = try await rateLimited { try await client.questionCount(categoryID: categoryID) }
        let available = count.count(for: filters.difficulty)
        guard available >= 1 else { throw OpenTriviaError.notEnoughQuestions(available: 0, requested: requested) }
        guard available < requested else { throw OpenTriviaError.fewerQuestionsThan(requested) }
        return available
    }

    private func currentToken() async throws -> String {
        if let token = tokens.current() { return token }
        return try await newToken()
    }

    private func newToken() async throws -> String {
        let token = try await rateLimited { try await client.requestToken() }
        tokens.use(token)
        return token
    }

    /// Resets `token`; one the API has forgotten meanwhile is replaced by a new one.
    private func reset(_ token: String) async throws -> String {
        do {
            let reset = try await rateLimited { try await client.resetToken(token) }
            tokens.use(reset)
            return reset
        } catch OpenTriviaError.tokenRejected {
            return try await newToken()
        }
    }

    /// Runs `call`, waiting out the rate limit up to `rateLimitRetries` times.
    private func rateLimited<Result>(_ call: () async throws -> Result) async throws -> Result {
        var waits = 0
        while true {
            do {
                return try await call()
            } catch OpenTriviaError.rateLimited where waits < rateLimitRetries {
                waits += 1
                try await wait()
            }
        }
    }

    private func wait() async throws {
        onWait(Self.rateLimitWait)
        try await sleep(Self.rateLimitWait)
    }
}
