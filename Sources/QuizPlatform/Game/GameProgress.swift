/// Where a game stands: "Question 3/10 · 67% correct".
public struct GameProgress: Sendable, Hashable {
    /// 1-based number of the question being asked (or the last one, when over).
    public var questionNumber: Int
    public var questionCount: Int
    public var answered: Int
    public var correct: Int

    public init(questionNumber: Int, questionCount: Int, answered: Int, correct: Int) {
        self.questionNumber = questionNumber
        self.questionCount = questionCount
        self.answered = answered
        self.correct = correct
    }

    /// Percent of the answered questions that were right (0 before any answer).
    public var percentCorrect: Int {
        answered == 0 ? 0 : Int((Double(correct) / Double(answered) * 100).rounded())
    }

    public var line: LocalizedText {
        Strings.progressLine(question: questionNumber, of: questionCount, percent: percentCorrect)
    }

    /// The Millionaire seed's observer label: "Question 7 · 6 right · 100%",
    /// the share right counted over the questions answered: the question
    /// waiting for an answer is not yet right or wrong.
    public var ladderLine: LocalizedText {
        Strings.millionaireProgress(question: questionNumber, right: correct, percent: percentCorrect)
    }
}
