import QuizPlatform
import QuizStore

/// What Your questions show, read by an effect: every question saved and
/// every deck imported.
struct QuestionsData: Equatable, Sendable {
    var questions: [CustomQuestion]
    var decks: [DeckSummary]
}
