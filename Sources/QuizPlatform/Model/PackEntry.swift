/// One question in the pack format of CLI.md: the shape of imported packs,
/// plugin output, exports and the built-in offline trivia pack.
public struct PackEntry: Sendable, Hashable, Codable {
    public var text: String
    public var correct: String
    public var incorrect: [String]
    public var category: String?
    public var difficulty: Difficulty?
    /// Why the answer is right, shown after the question is answered.
    public var explanation: String?

    public init(
        text: String, correct: String, incorrect: [String], category: String? = nil, difficulty: Difficulty? = nil,
        explanation: String? = nil
    ) {
        self.text = text
        self.correct = correct
        self.incorrect = incorrect
        self.category = category
        self.difficulty = difficulty
        self.explanation = explanation
    }

    /// Options in the order written, the right one first; modes shuffle them.
    public var question: Question {
        Question(
            text: text, options: [correct] + incorrect, correctIndex: 0, category: category, difficulty: difficulty,
            explanation: explanation)
    }
}

/// The pack file: `{"questions": [...]}`.
public struct Pack: Sendable, Codable {
    public var questions: [PackEntry]
    public init(questions: [PackEntry]) { self.questions = questions }
}
