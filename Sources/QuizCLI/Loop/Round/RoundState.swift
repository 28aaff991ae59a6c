import QuizPlatform

/// One game on the run loop: the session (the game's rules and clock, kept
/// by `Game`), what the screen holds besides the question, and the phase.
@MainActor
struct RoundState {
    let session: GameSession
    let setup: RoundSetup
    var phase = RoundPhase.asking
    /// Lifeline results and the like, each its lines, newest last, until the answer.
    var messages: [[String]] = []
    /// What was wrong with the last key.
    var hint: String?
    /// A yes/no question over the card, waiting for its key.
    var asked: RoundQuestion?
    /// Lines of the question's text scrolled past, when it is too long for the window.
    var textOffset = 0
    /// The question last shown: keys typed before a new one is shown are dropped.
    var shownIndex: Int?
    /// In a Millionaire party, the one question this turn plays: the loop
    /// ends once it is answered (nil: the whole game).
    var turn: Int?
    /// In a Millionaire party read from a script, the player each line must
    /// name (`NAME: ANSWER`); nil when a line is the answer alone.
    var speaker: PartySpeaker?
    /// The question last answered, with its feedback: drawn in the pause,
    /// and said by the line renderers even when there is no pause.
    var lastAnswer: QuestionCard?
    /// A flip card's back is shown.
    var flipped = false
    /// The answer being typed, on a card answered typed.
    var typing = LineEditor(text: "")

    /// How the question open is answered (`RoundSetup.answerStyle(of:)`).
    var answerStyle: AnswerStyle { session.currentQuestion.map(setup.answerStyle(of:)) ?? setup.answerStyle }
    /// Whether the question open takes its answer typed in full.
    var typesAnswer: Bool { answerStyle == .typed }
    /// Whether the question open is a flip card: turned over, then graded.
    var flipsCard: Bool { answerStyle == .flip }

    init(session: GameSession, setup: RoundSetup) {
        self.session = session
        self.setup = setup
    }

    /// Plays only the current question (a Millionaire party's turn), with
    /// `lines` over it until it is answered: a message a line, so the last
    /// (whose turn it is) is the newest, kept on a small window before the
    /// last ladder's end above it.
    mutating func playTurn(under lines: [String]) {
        turn = session.currentIndex
        messages = lines.map { [$0] }
    }

    var end: RoundEnd? {
        if case .ended(let end, _) = phase { return end }
        return nil
    }
}
