import FoundationEssentials

/// Your own questions as a source: all of them (`custom`),
/// or those of one imported pack (`custom:NAME`).
public struct CustomQuestionSource: QuestionSource {
    public static let allName = "custom"
    public static let packPrefix = "custom:"

    private let store: CustomQuestions
    /// The imported pack played; nil for every question of yours.
    public let pack: String?

    public init(store: CustomQuestions, pack: String? = nil) {
        self.store = store
        self.pack = pack
    }

    /// "custom:NAME" → the questions of pack NAME; nil for any other name.
    public init?(store: CustomQuestions, sourceName: String) {
        guard sourceName.hasPrefix(Self.packPrefix), sourceName.count > Self.packPrefix.count else { return nil }
        self.init(store: store, pack: String(sourceName.dropFirst(Self.packPrefix.count)))
    }

    /// The source name that plays pack `pack`, or all your questions for nil.
    public static func name(pack: String?) -> String { pack.map { packPrefix + $0 } ?? allName }

    public var name: String { Self.name(pack: pack) }
    public var summary: LocalizedText { pack.map(Strings.importedPackSummary) ?? Strings.customSourceSummary }
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    /// `query.count` matching questions in the query's order, reading only
    /// those it visits.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let pack = pack
        let sampler = QuestionBankSampler(questions: store)
        return try sampler.pick(count: query.count, order: query.order, seed: query.seed) { custom in
            pack == nil || custom.pack == pack ? Self.shape(custom, for: query) : nil
        }
    }

    /// The question as the query wants it, or nil when a filter leaves it out.
    static func shape(_ custom: CustomQuestion, for query: QuestionQuery) -> Question? {
        let entry = custom.entry
        if let difficulty = query.difficulty, entry.difficulty != nil, entry.difficulty != difficulty { return nil }
        if let category = query.category, entry.category?.lowercased() != category.lowercased() { return nil }
        return custom.question.shaped(as: query.format)
    }

    public func status(offline: Bool) async -> SourceStatus {
        if let pack {
            var count = 0
            try? store.forEachQuestion { if $0.pack == pack { count += 1 } }
            return SourceStatus(reachable: count > 0, details: [Strings.questionCount(count)])
        }
        let count = (try? store.count()) ?? 0
        return SourceStatus(reachable: true, details: [Strings.questionCount(count)])
    }
}

extension Question {
    /// This question in the given shape, or nil when it does not fit: yes/no
    /// needs a recognisable yes/no (or true/false) pair, affirmative first.
    public func shaped(as format: QuestionFormat) -> Question? {
        switch format {
        case .choice: return (2...4).contains(options.count) ? self : nil
        case .fourOptions: return options.count == 4 ? self : nil
        case .yesNo:
            guard options.count == 2,
                let first = YesNoWord(options[0]), let second = YesNoWord(options[1]), first != second
            else { return nil }
            guard first == .negative else { return self }
            var flipped = self
            flipped.options.reverse()
            flipped.correctIndex = 1 - correctIndex
            return flipped
        }
    }
}

/// Recognises the words of a yes/no or true/false pair, in English and Russian.
enum YesNoWord: Equatable {
    case affirmative, negative

    init?(_ word: String) {
        // trimmingSpace, not Foundation's trimmingCharacters: no trip through NSString.
        switch word.trimmingSpace(newlines: false).lowercased() {
        case "yes", "true", "да", "правда", "верно": self = .affirmative
        case "no", "false", "нет", "ложь", "неверно": self = .negative
        default: return nil
        }
    }
}
