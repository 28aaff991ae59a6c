import QuizPlatform
import QuizStore

/// What Your questions show, read by an effect: every question saved and
/// every deck imported, with the decks' own answer styles.
struct QuestionsData: Equatable, Sendable {
    var questions: [CustomQuestion]
    var decks: [DeckSummary]
    var deckStyles = DeckAnswerStyles()
}
