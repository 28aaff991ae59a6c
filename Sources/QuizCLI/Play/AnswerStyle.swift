/// How a review card is answered: by its options, turned over and graded
/// (flip), or typed in full. A session has one (`--flip`, `--typed`, the
/// review start screen's "Answer by"); a deck may have its own
/// (`quizctl decks set NAME --answer-by`), which its cards follow in any
/// review; an Anki typed-answer card is always typed.
enum AnswerStyle: String, Codable, Sendable, CaseIterable {
    case options, flip, typed
}
