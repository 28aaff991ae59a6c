import FoundationEssentials
import QuizPlatform

/// An Open Trivia DB category: `--category 22` or `--category geography`.
public struct TriviaCategory: Sendable, Hashable, Codable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The name without its group: "Film" for "Entertainment: Film", so players
    /// can type `film` or `computers`.
    public var shortName: String {
        for group in ["Entertainment: ", "Science: "] where name.hasPrefix(group) {
            return String(name.dropFirst(group.count))
        }
        return name
    }

    /// The name as `language` reads it: "Развлечения: кино" for "Entertainment: Film".
    public var title: LocalizedText { Self.title(of: name) }

    /// The player's name for a category the API calls `name`; an unknown one as is.
    public static func title(of name: String) -> LocalizedText {
        Strings.triviaCategoryTitles[name] ?? LocalizedText(verbatim: name)
    }

    /// The Russian name without its group, as `shortName`: "кино".
    var shortTitleRussian: String {
        let russian = title.ru
        guard let colon = russian.firstIndex(of: ":") else { return russian }
        return String(russian[russian.index(after: colon)...].drop(while: { $0 == " " }))
    }

    /// Open Trivia DB's list, unchanged for years, built in so categories
    /// resolve offline and without a call the rate limit would count.
    public static let builtIn: [TriviaCategory] = [
        (9, "General Knowledge"), (10, "Entertainment: Books"), (11, "Entertainment: Film"),
        (12, "Entertainment: Music"), (13, "Entertainment: Musicals & Theatres"), (14, "Entertainment: Television"),
        (15, "Entertainment: Video Games"), (16, "Entertainment: Board Games"), (17, "Science & Nature"),
        (18, "Science: Computers"), (19, "Science: Mathematics"), (20, "Mythology"), (21, "Sports"),
        (22, "Geography"), (23, "History"), (24, "Politics"), (25, "Art"), (26, "Celebrities"), (27, "Animals"),
        (28, "Vehicles"), (29, "Entertainment: Comics"), (30, "Science: Gadgets"),
        (31, "Entertainment: Japanese Anime & Manga"), (32, "Entertainment: Cartoon & Animations"),
    ].map { TriviaCategory(id: $0.0, name: $0.1) }

    /// The category `text` names among `categories`: its id; else its full or
    /// short name, ignoring case; else the one name that starts with it.
    public static func resolve(_ text: String, among categories: [TriviaCategory] = builtIn) throws(TriviaCategoryError) -> TriviaCategory {
        let wanted = text.trimmingSpaces().lowercased()
        guard !wanted.isEmpty else { throw .unknown(text, candidates: categories) }
        if let id = Int(wanted) {
            guard let category = categories.first(where: { $0.id == id }) else { throw .unknown(text, candidates: categories) }
            return category
        }
        let names = { (category: TriviaCategory) in
            [category.name, category.shortName, category.title.ru, category.shortTitleRussian].map { $0.lowercased() }
        }
        let exact = categories.filter { names($0).contains(wanted) }
        if exact.count == 1 { return exact[0] }
        let prefixed = categories.filter { names($0).contains { $0.hasPrefix(wanted) } }
        switch prefixed.count {
        case 1: return prefixed[0]
        case 0: throw .unknown(text, candidates: categories)
        default: throw .ambiguous(text, candidates: prefixed)
        }
    }
}

/// A `--category` that names no category, or more than one.
public enum TriviaCategoryError: UserFacingError, Equatable {
    case unknown(String, candidates: [TriviaCategory])
    case ambiguous(String, candidates: [TriviaCategory])

    public var message: LocalizedText {
        switch self {
        case .unknown(let text, let candidates): Strings.triviaUnknownCategory(text, choices: Self.listed(candidates))
        case .ambiguous(let text, let candidates): Strings.triviaAmbiguousCategory(text, choices: Self.listed(candidates))
        }
    }

    /// "9 General Knowledge, 10 …", with the names in each language.
    private static func listed(_ categories: [TriviaCategory]) -> LocalizedText {
        let list = { (language: Language) in categories.map { "\($0.id) \($0.title(language))" }.joined(separator: ", ") }
        return LocalizedText(en: list(.en), ru: list(.ru))
    }
}
