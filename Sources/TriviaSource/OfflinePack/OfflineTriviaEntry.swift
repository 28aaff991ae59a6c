import QuizPlatform

/// One question of the built-in pack in every language quizctl speaks, so an
/// offline game in Russian is Russian throughout.
///
/// The category stays Open Trivia DB's English name: it is the filter key
/// (`--category film` means the same online and offline); the name the player
/// reads comes from `TriviaCategory.title`.
public struct OfflineTriviaEntry: Sendable, Hashable {
    /// The right answer and the wrong ones, or a true/false statement.
    public enum Answers: Sendable, Hashable {
        case multiple(correct: LocalizedText, incorrect: [LocalizedText])
        case boolean(Bool)
    }

    public var text: LocalizedText
    public var answers: Answers
    /// Open Trivia DB's name of the category, e.g. "Entertainment: Film".
    public var category: String
    public var difficulty: Difficulty
    /// A stable id of its own (the generated bank's); nil gives the digest of the text.
    public var id: String?

    public init(text: LocalizedText, answers: Answers, category: String, difficulty: Difficulty, id: String? = nil) {
        self.text = text
        self.answers = answers
        self.category = category
        self.difficulty = difficulty
        self.id = id
    }

    /// An entry with the same text in every language: for tests and packs
    /// written in one language only.
    public init(verbatim entry: PackEntry) {
        let isBoolean =
            entry.incorrect.count == 1
            && Set([entry.correct, entry.incorrect[0]]) == [TriviaQuestionMapping.trueOption, TriviaQuestionMapping.falseOption]
        self.init(
            text: LocalizedText(verbatim: entry.text),
            answers: isBoolean
                ? .boolean(entry.correct == TriviaQuestionMapping.trueOption)
                : .multiple(correct: LocalizedText(verbatim: entry.correct), incorrect: entry.incorrect.map(LocalizedText.init(verbatim:))),
            category: entry.category ?? "",
            difficulty: entry.difficulty ?? .medium
        )
    }

    /// Open Trivia DB's type: a statement is true/false, the rest multiple choice.
    public var type: ChoiceType {
        switch answers {
        case .multiple: .multiple
        case .boolean: .boolean
        }
    }

    /// The number of wrong options.
    public var wrongCount: Int {
        switch answers {
        case .multiple(_, let incorrect): incorrect.count
        case .boolean: 1
        }
    }

    /// The entry as `language` reads it, in the pack format: a true/false
    /// statement keeps Open Trivia DB's "True"/"False", which the mapping
    /// turns into the player's words, so both sources look alike to the modes.
    public func entry(in language: Language) -> PackEntry {
        let correct: String
        let incorrect: [String]
        switch answers {
        case .multiple(let right, let wrong):
            correct = right(language)
            incorrect = wrong.map { $0(language) }
        case .boolean(let isTrue):
            correct = isTrue ? TriviaQuestionMapping.trueOption : TriviaQuestionMapping.falseOption
            incorrect = [isTrue ? TriviaQuestionMapping.falseOption : TriviaQuestionMapping.trueOption]
        }
        return PackEntry(
            text: text(language), correct: correct, incorrect: incorrect, category: TriviaCategory.title(of: category)(language),
            difficulty: difficulty)
    }
}
