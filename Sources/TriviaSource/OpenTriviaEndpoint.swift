import FoundationEssentials
import QuizPlatform

/// One `api.php` request: what to ask for and how the answer should be encoded.
public struct QuestionRequest: Sendable, Hashable {
    /// The API serves 1 to 50 questions per call.
    public static let amountRange = 1...50

    /// Always within `amountRange`: larger rounds take several calls.
    public var amount: Int
    public var categoryID: Int?
    public var difficulty: Difficulty?
    public var type: ChoiceType?
    public var encoding: ResponseEncoding
    public var token: String?

    public init(
        amount: Int,
        categoryID: Int? = nil,
        difficulty: Difficulty? = nil,
        type: ChoiceType? = nil,
        encoding: ResponseEncoding = .htmlEntities,
        token: String? = nil
    ) {
        self.amount = min(max(amount, Self.amountRange.lowerBound), Self.amountRange.upperBound)
        self.categoryID = categoryID
        self.difficulty = difficulty
        self.type = type
        self.encoding = encoding
        self.token = token
    }
}

/// Every endpoint Open Trivia DB documents.
public enum OpenTriviaEndpoint: Sendable, Hashable {
    /// `api.php`: questions.
    case questions(QuestionRequest)
    /// `api_token.php?command=request`: a new session token.
    case requestToken
    /// `api_token.php?command=reset&token=…`: the same token, all questions available again.
    case resetToken(String)
    /// `api_category.php`: the category list.
    case categories
    /// `api_count.php?category=ID`: how many questions a category holds, per difficulty.
    case questionCount(categoryID: Int)

    /// The endpoint's URL under `baseURL`, which may carry a path of its own (a mirror).
    public func url(relativeTo baseURL: URL) -> URL {
        let (path, items) = pathAndQuery
        let url = baseURL.appending(path: path)
        return items.isEmpty ? url : url.appending(queryItems: items)
    }

    private var pathAndQuery: (String, [URLQueryItem]) {
        switch self {
        case .questions(let request):
            var items = [URLQueryItem(name: "amount", value: String(request.amount))]
            if let category = request.categoryID { items.append(URLQueryItem(name: "category", value: String(category))) }
            if let difficulty = request.difficulty { items.append(URLQueryItem(name: "difficulty", value: difficulty.rawValue)) }
            if let type = request.type { items.append(URLQueryItem(name: "type", value: type.rawValue)) }
            if let encode = request.encoding.parameter { items.append(URLQueryItem(name: "encode", value: encode)) }
            if let token = request.token { items.append(URLQueryItem(name: "token", value: token)) }
            return ("api.php", items)
        case .requestToken:
            return ("api_token.php", [URLQueryItem(name: "command", value: "request")])
        case .resetToken(let token):
            return ("api_token.php", [URLQueryItem(name: "command", value: "reset"), URLQueryItem(name: "token", value: token)])
        case .categories:
            return ("api_category.php", [])
        case .questionCount(let categoryID):
            return ("api_count.php", [URLQueryItem(name: "category", value: String(categoryID))])
        }
    }
}
