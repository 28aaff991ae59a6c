/// How well a card was recalled, FSRS's four grades.
public enum ReviewRating: Int, Sendable, Hashable, Codable, CaseIterable {
    case again = 1
    case hard, good, easy

    /// The grade an answer earns in any mode: wrong or timed out is Again,
    /// right after a lifeline is Hard (recalled, with help), right is Good.
    /// quizctl never asks for Easy: a quiz answer says whether you knew,
    /// not how easily.
    public init(_ answer: AnswerRecord) {
        if !answer.isCorrect {
            self = .again
        } else if !answer.hints.isEmpty {
            self = .hard
        } else {
            self = .good
        }
    }
}
