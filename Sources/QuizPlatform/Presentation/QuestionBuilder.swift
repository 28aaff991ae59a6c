import FoundationEssentials

/// What is wrong with a question being written.
public enum QuestionProblem: Sendable, Hashable {
    case emptyText
    case emptyCorrectAnswer
    case noWrongAnswer
    case tooManyWrongAnswers(Int)
    case duplicateOption(String)
    case duplicateQuestion(String)
    case tooLong(field: String, limit: Int)

    public var message: LocalizedText {
        switch self {
        case .emptyText: Strings.problemEmptyText
        case .emptyCorrectAnswer: Strings.problemEmptyCorrect
        case .noWrongAnswer: Strings.problemNoWrong
        case .tooManyWrongAnswers(let count): Strings.problemTooManyWrong(count)
        case .duplicateOption(let option): Strings.problemDuplicateOption(option.clipped())
        case .duplicateQuestion(let text): Strings.problemDuplicateQuestion(text.clipped())
        case .tooLong(let field, let limit): Strings.problemTooLong(field, limit)
        }
    }
}

/// Collects questions as the player writes them (the Builder pattern):
/// `build()` returns all of them, or every problem found, so nothing is
/// saved until the whole batch is right.
public struct QuestionBuilder: Sendable {
    public static let textLimit = 1_000
    public static let optionLimit = 200

    public private(set) var drafts: [PackEntry] = []
    private let existingTexts: Set<String>

    /// - Parameter existing: questions already saved; a draft asking the same is a duplicate.
    public init(existing: [PackEntry] = []) {
        existingTexts = Set(existing.map { Self.normalized($0.text) })
    }

    /// - Parameters:
    ///   - saved: the questions already saved, looked up for `drafts` only.
    ///   - drafts: the questions about to be added.
    public init(saved: CustomQuestions, for drafts: [PackEntry]) throws {
        existingTexts = try saved.savedKeys(drafts.map { Self.normalized(Self.trimmed($0).text) })
    }

    public mutating func add(_ draft: PackEntry) { drafts.append(Self.trimmed(draft)) }
    public mutating func replace(at index: Int, with draft: PackEntry) { drafts[index] = Self.trimmed(draft) }
    public mutating func remove(at index: Int) { drafts.remove(at: index) }

    /// The problems of one draft (1-based positions are the caller's business).
    public func problems(of draft: PackEntry, among others: [PackEntry] = []) -> [QuestionProblem] {
        problems(ofTrimmed: Self.trimmed(draft), among: others)
    }

    /// `problems(of:among:)` of a draft `trimmed` already: a pack of a
    /// hundred thousand questions is not trimmed twice.
    package func problems(ofTrimmed draft: PackEntry, among others: [PackEntry] = []) -> [QuestionProblem] {
        var problems: [QuestionProblem] = []
        if draft.text.isEmpty { problems.append(.emptyText) }
        if Self.isLonger(draft.text, than: Self.textLimit) { problems.append(.tooLong(field: "text", limit: Self.textLimit)) }
        if let explanation = draft.explanation, Self.isLonger(explanation, than: Self.textLimit) {
            problems.append(.tooLong(field: "explanation", limit: Self.textLimit))
        }
        if draft.correct.isEmpty { problems.append(.emptyCorrectAnswer) }
        // The right answer and the wrong ones given, in one array made once.
        var options: [String] = []
        options.reserveCapacity(draft.incorrect.count + 1)
        options.append(draft.correct)
        for option in draft.incorrect where !option.isEmpty { options.append(option) }
        let wrong = options.count - 1
        if wrong == 0 { problems.append(.noWrongAnswer) }
        if wrong > 3 { problems.append(.tooManyWrongAnswers(wrong)) }
        if options.contains(where: { Self.isLonger($0, than: Self.optionLimit) }) {
            problems.append(.tooLong(field: "option", limit: Self.optionLimit))
        }
        if let category = draft.category, Self.isLonger(category, than: Self.optionLimit) {
            problems.append(.tooLong(field: "category", limit: Self.optionLimit))
        }
        // Each repeated answer is one problem, however many times it repeats.
        // Four options at most: compared pairwise, by the hashes of their
        // keys first (made without making the keys, for most text), so that
        // a pack of a hundred thousand questions lowers no option whose
        // hash differs from every other's; equal hashes compare the keys.
        let hashes = options.map { $0.isEmpty ? nil : QuestionTextKey.hash(of: $0) }
        var reported: [String] = []
        for (index, option) in options.enumerated() {
            guard let hash = hashes[index], hashes[..<index].contains(hash) else { continue }
            let key = Self.normalized(option)
            let repeats = (0..<index).contains { hashes[$0] == hash && Self.normalized(options[$0]) == key }
            guard repeats, !reported.contains(key) else { continue }
            reported.append(key)
            problems.append(.duplicateOption(option))
        }
        if !draft.text.isEmpty, !existingTexts.isEmpty || !others.isEmpty {
            let key = Self.normalized(draft.text)
            if existingTexts.contains(key) || others.contains(where: { Self.normalized($0.text) == key }) {
                problems.append(.duplicateQuestion(draft.text))
            }
        }
        return problems
    }

    /// Every question, or every problem with the 1-based number of its question.
    public func build() -> Result<[PackEntry], BuildFailure> {
        var found: [(Int, QuestionProblem)] = []
        for (index, draft) in drafts.enumerated() {
            found += problems(of: draft, among: Array(drafts[..<index])).map { (index + 1, $0) }
        }
        guard found.isEmpty else { return .failure(BuildFailure(problems: found.map { .init(number: $0.0, problem: $0.1) })) }
        return .success(drafts.map(Self.withoutEmptyOptions))
    }

    public struct BuildFailure: Error, Sendable, Hashable {
        public struct Item: Sendable, Hashable {
            public var number: Int
            public var problem: QuestionProblem
        }
        public var problems: [Item]
    }

    /// Whether `text` has more than `limit` characters; its bytes are
    /// counted first, since counting characters is slow and never more.
    static func isLonger(_ text: String, than limit: Int) -> Bool { text.utf8.count > limit && text.count > limit }

    package static func normalized(_ text: String) -> String { QuestionTextKey.normalized(text) }

    /// The draft without the wrong-answer fields left empty.
    package static func withoutEmptyOptions(_ draft: PackEntry) -> PackEntry {
        guard draft.incorrect.contains(where: \.isEmpty) else { return draft }
        var clean = draft
        clean.incorrect = draft.incorrect.filter { !$0.isEmpty }
        return clean
    }

    package static func trimmed(_ draft: PackEntry) -> PackEntry {
        func clean(_ text: String) -> String { text.terminalSafe.trimmingSpace(newlines: false) }
        return PackEntry(
            text: clean(draft.text), correct: clean(draft.correct), incorrect: draft.incorrect.map(clean),
            category: draft.category.map(clean).flatMap { $0.isEmpty ? nil : $0 }, difficulty: draft.difficulty,
            explanation: draft.explanation.map(clean).flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}
