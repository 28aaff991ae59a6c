import QuizPlatform

/// What stays the same through one round on the loop: how it is timed and
/// told, and what the mode adds to the screen.
@MainActor
struct RoundSetup {
    /// Seconds the answer's feedback stays before the next question.
    var delay: Double
    /// `--verbose`: details under each question.
    var verbose: Bool
    var language: Language
    var style: Style
    /// The time the feedback pause is measured by: the injected clock.
    var clock: WallClock
    /// The mode's lifelines, told as lines; nil when the mode offers none.
    var lifelines: LifelineReport?
    /// The ladder and lifelines, in a Millionaire game.
    var board: MillionaireBoard?
    /// Posters drawn as images, where the terminal shows them.
    var posters: PosterDisplay?
    var hyperlinks = false
    /// How each card is answered where neither it nor its deck says (`--flip`, `--typed`).
    var answerStyle = AnswerStyle.options
    /// The cards of decks answered their own way, by id (a review's only).
    var deckStyles: [String: AnswerStyle] = [:]
    /// Where each grade of a flip card would put it; nil when no card of
    /// the round is turned over (outside a review, none is).
    var flip: FlipCards?

    /// How `question` is answered: an Anki typed-answer card typed, as Anki
    /// asks it; else as its deck says, else as the session does.
    func answerStyle(of question: Question) -> AnswerStyle {
        if question.asksTyped { return .typed }
        let style = deckStyles[question.id] ?? answerStyle
        return style == .flip && flip == nil ? .options : style
    }
}
