import QuizPlatform

/// What a round's line renderers have told so far, and so what is new in a
/// state: the FrameDiff of output that is appended, never redrawn.
@MainActor
struct RoundLog {
    /// What happened since the state told before, in the order it is told.
    struct News {
        /// The question just answered, with its feedback.
        var feedback: QuestionCard?
        /// Input that was not taken, as typed, and why (`RoundState.hint`).
        var refused: (input: String, hint: String)?
        /// Lifeline results and the like, each its lines.
        var messages: [[String]] = []
        /// The question to show: the first time, or again after a message.
        var question: QuestionCard?
        /// Whether `question` is shown for the first time.
        var isNewQuestion = false
        /// A yes/no question just asked over the card.
        var asked: RoundQuestion?
        /// Whether the question over the card was just answered.
        var askedIsAnswered = false
        /// A flip card just turned over, its back to say.
        var turned: QuestionCard?
        /// The last grade was taken back (`u`, `undo`).
        var undone = false
    }

    private var answers = 0
    private var shownIndex: Int?
    private var messages = 0
    private var asked: RoundQuestion?
    private var flipped = false

    mutating func news(in state: RoundState, after event: Event?) -> News {
        var news = News()
        let session = state.session
        if session.answers.count > answers { news.feedback = state.lastAnswer }
        news.undone = session.answers.count < answers
        answers = session.answers.count
        if let hint = state.hint, let event, let input = Self.input(of: event) { news.refused = (input, hint) }
        // An answer clears the messages: those of the next question start afresh.
        if state.messages.count < messages { messages = 0 }
        news.messages = Array(state.messages[messages...])
        messages = state.messages.count
        if state.asked != asked {
            news.asked = state.asked
            news.askedIsAnswered = asked != nil
            asked = state.asked
        }
        guard state.phase == .asking, let question = session.currentQuestion else {
            flipped = false
            return news
        }
        news.isNewQuestion = shownIndex != state.shownIndex
        if news.isNewQuestion || !news.messages.isEmpty {
            news.question = RoundProgram.card(for: question, feedback: nil, state: state)
        }
        if state.flipped, news.isNewQuestion || !flipped {
            news.turned = RoundProgram.card(for: question, feedback: nil, state: state)
        }
        flipped = state.flipped
        shownIndex = state.shownIndex
        return news
    }

    /// The input an event typed, as the player would read it back.
    private static func input(of event: Event) -> String? {
        switch event {
        case .line(let line): line
        case .key(.character(let character)): String(character)
        default: nil
        }
    }
}
