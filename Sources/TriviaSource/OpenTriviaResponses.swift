import FoundationEssentials
import QuizPlatform

/// `response_code` of `api.php` and `api_token.php`, as the API documents them.
public enum ResponseCode: Int, Sendable, Hashable {
    case success = 0
    /// Not enough questions for the query.
    case noResults = 1
    case invalidParameter = 2
    case tokenNotFound = 3
    /// The token has served every question of the query; reset it.
    case tokenEmpty = 4
    /// One call per IP every 5 seconds; also sent as HTTP 429.
    case rateLimit = 5
}

/// One question from `api.php`, decoded and terminal-safe.
public struct TriviaQuestion: Sendable, Hashable {
    public var type: ChoiceType
    public var difficulty: Difficulty
    public var category: String
    public var text: String
    public var correctAnswer: String
    public var incorrectAnswers: [String]

    public init(type: ChoiceType, difficulty: Difficulty, category: String, text: String, correctAnswer: String, incorrectAnswers: [String])
    {
        self.type = type
        self.difficulty = difficulty
        self.category = category
        self.text = text
        self.correctAnswer = correctAnswer
        self.incorrectAnswers = incorrectAnswers
    }
}

/// An `api.php` answer other than the rate limit, which the client throws.
public struct QuestionsResponse: Sendable, Hashable {
    public var code: ResponseCode
    public var questions: [TriviaQuestion]
}

/// `api_count.php`: how many questions one category holds.
public struct CategoryQuestionCount: Sendable, Hashable {
    public var categoryID: Int
    public var total: Int
    public var easy: Int
    public var medium: Int
    public var hard: Int

    public init(categoryID: Int, total: Int, easy: Int, medium: Int, hard: Int) {
        self.categoryID = categoryID
        self.total = total
        self.easy = easy
        self.medium = medium
        self.hard = hard
    }

    /// Questions of one difficulty, or all of them for nil.
    public func count(for difficulty: Difficulty?) -> Int {
        switch difficulty {
        case nil: total
        case .easy: easy
        case .medium: medium
        case .hard: hard
        }
    }
}

/// The JSON shapes on the wire, exactly as the API sends them.
enum Wire {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    struct Questions: Decodable {
        var responseCode: Int
        var results: [Question]?
    }

    struct Question: Decodable {
        var type: String
        var difficulty: String
        var category: String
        var question: String
        var correctAnswer: String
        var incorrectAnswers: [String]

        /// Every field decoded with the response's encoding; nil when one is not valid.
        func decoded(_ encoding: ResponseEncoding) -> TriviaQuestion? {
            // Trimmed as imports are: the API's texts sometimes keep a leading or trailing space.
            func text(_ field: String) -> String? { encoding.decode(field)?.terminalSafe.trimmingSpaces() }
            guard
                let type = encoding.decode(type).flatMap(ChoiceType.init(rawValue:)),
                let difficulty = encoding.decode(difficulty).flatMap(Difficulty.init(rawValue:)),
                let category = text(category),
                let question = text(question),
                let correct = text(correctAnswer)
            else { return nil }
            let incorrect = incorrectAnswers.compactMap(text)
            guard incorrect.count == incorrectAnswers.count else { return nil }
            return TriviaQuestion(
                type: type, difficulty: difficulty, category: category, text: question, correctAnswer: correct, incorrectAnswers: incorrect)
        }
    }

    struct Token: Decodable {
        var responseCode: Int
        var token: String?
    }

    struct Categories: Decodable {
        var triviaCategories: [TriviaCategory]
    }

    struct Count: Decodable {
        struct Numbers: Decodable {
            var totalQuestionCount: Int
            var totalEasyQuestionCount: Int
            var totalMediumQuestionCount: Int
            var totalHardQuestionCount: Int
        }

        var categoryId: Int
        var categoryQuestionCount: Numbers

        var count: CategoryQuestionCount {
            let numbers = categoryQuestionCount
            return CategoryQuestionCount(
                categoryID: categoryId,
                total: numbers.totalQuestionCount,
                easy: numbers.totalEasyQuestionCount,
                medium: numbers.totalMediumQuestionCount,
                hard: numbers.totalHardQuestionCount
            )
        }
    }
}
