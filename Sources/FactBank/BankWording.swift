import QuizPlatform

/// A bank question as the player reads it, in both languages.
public struct BankWording: Sendable, Hashable {
    public enum Answers: Sendable, Hashable {
        /// The right answer and the wrong ones (three, or one for a pair).
        case choice(correct: LocalizedText, wrong: [LocalizedText])
        /// A true/false statement.
        case statement(isTrue: Bool)
    }

    public let text: LocalizedText
    public let answers: Answers
}
