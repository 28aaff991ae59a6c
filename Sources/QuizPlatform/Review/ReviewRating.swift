/// How well a card was recalled, FSRS's four grades.
public enum ReviewRating: Int, Sendable, Hashable, Codable, CaseIterable {
    case again = 1
    case hard, good, easy

    /// The grade an answer earns: the player's own for a card turned over;
    /// otherwise wrong or timed out is Again, right after a lifeline is Hard
    /// (recalled, with help), right is Good. A quiz answer never earns Easy:
    /// it says whether you knew, not how easily.
    public init(_ answer: AnswerRecord) {
        if let rating = answer.rating {
            self = rating
        } else if !answer.isCorrect {
            self = .again
        } else if !answer.hints.isEmpty {
            self = .hard
        } else {
            self = .good
        }
    }
}
