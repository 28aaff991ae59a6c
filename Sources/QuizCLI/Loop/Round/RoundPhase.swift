import FoundationEssentials
import QuizPlatform

/// Where a round is between two events.
enum RoundPhase: Equatable {
    /// The current question waits for an answer.
    case asking
    /// The answer's feedback is shown until `until`, then the next question.
    case feedback(QuestionCard, until: Date)
    /// The round is over; its last frame stays until the next screen.
    case ended(RoundEnd, lastCard: QuestionCard?)
}
