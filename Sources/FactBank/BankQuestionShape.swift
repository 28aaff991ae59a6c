/// What a bank question offers to choose from; the filters of a game read it
/// without wording the question.
public enum BankQuestionShape: Sendable, Hashable {
    /// The right answer and three wrong ones of the same kind.
    case fourOptions
    /// Two subjects to compare, one of them the answer.
    case pair
    /// A true/false statement.
    case statement
}
