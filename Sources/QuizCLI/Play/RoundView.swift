import QuizPlatform

/// What the player did when asked.
enum InputEvent: Equatable {
    case input(PlayerInput)
    case timedOut
    /// Standard input ended (scripts) or the player chose to leave (q on a terminal).
    case endOfInput
    case quit
}

/// How a round is shown and answered: on a terminal key by key, or from a
/// script line by line. The `RoundDriver` runs the same rules over either.
@MainActor
protocol RoundView {
    /// Draws the question waiting for an answer.
    func show(_ card: QuestionCard)
    /// Forgets input given before the question was shown: keys pressed in
    /// the feedback pause must not answer a question not yet seen.
    func discardTypedAhead()
    /// Waits for the player's input, re-asking on input it does not
    /// understand, until `timeLeft` (the session's clock; nil: no limit) runs out.
    func read(_ interpreter: AnswerInterpreter, card: QuestionCard, timeLeft: () -> Double?) -> InputEvent
    /// Draws the answered question: frame coloured, right option marked.
    func showFeedback(_ card: QuestionCard)
    /// A message between questions (a lifeline's result, a walk-away).
    func showMessage(_ lines: [String])
    /// Asks a yes/no question such as "take the money?".
    func confirm(_ question: LocalizedText) -> Bool
}
