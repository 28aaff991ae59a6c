import MillionaireMode
import QuizPlatform

/// A round told in accessible mode: each question, message and answer is
/// written once, in sentences, below the last (nothing is redrawn), so a
/// screen reader reads it in order and a log keeps it whole. A time limit
/// is said when the question is shown, once more ten seconds before the
/// end, and when it is up; a question over the card (leave? take the
/// money?) is asked with `[y/n]` on its line.
@MainActor
struct SpokenRound: LineRenderer {
    private let console: Console
    private var log = RoundLog()
    /// The question whose time limit was last said: a question shown again
    /// (after a lifeline) says the time left instead.
    private var timedQuestion: Int?
    /// Whether the ten-second warning was said for the current question.
    private var warned = false

    /// Seconds before the end at which the time left is said.
    static let warning = 10.0

    init(console: Console) {
        self.console = console
    }

    mutating func tell(_ state: RoundState, after event: Event?) {
        let news = log.news(in: state, after: event)
        if event == nil, state.session.request.cram { console.show(console.text(Strings.cramSpoken)) }
        if state.flipsCard { return tellFlipCard(news, state) }
        sayFeedback(news, state)
        if let (input, hint) = news.refused {
            let said = console.text(Strings.notUnderstood(input.terminalSafe)) + " " + hint
            if console.isInteractive { console.show(said) } else { console.note(said) }
        }
        for line in news.messages.joined() { console.show(line) }
        if let card = news.question, state.typesAnswer {
            // A typed card: its front, and how to answer; no options.
            console.show("")
            for line in FlipCardWords(card: card, state: state, language: console.language).front.dropLast() { console.show(line) }
            console.show(console.text(Strings.typedSpokenPrompt))
            sayTimeLimit(state)
        } else if let card = news.question {
            console.show("")
            for line in spoken(card, state).question { console.show(line) }
            sayTimeLimit(state)
        } else {
            warnIfDue(state)
        }
        if news.askedIsAnswered { console.draw("\n") }
        if let asked = news.asked { ask(asked, state) }
    }

    /// The answer just given, however the question after it is answered:
    /// a typed answer's verdict and a flip card's grade as shown, an
    /// option's in words.
    private func sayFeedback(_ news: RoundLog.News, _ state: RoundState) {
        guard let card = news.feedback else { return }
        let graded = state.session.answers.last?.rating != nil
        if card.outcome?.typed != nil || graded, let verdict = card.feedback {
            console.show(verdict)
        } else if let feedback = spoken(card, state).feedback {
            console.show(feedback)
        }
    }

    /// A flip card in words: its progress and front, how to turn it over;
    /// its back and the grades with their intervals; the grade given.
    private mutating func tellFlipCard(_ news: RoundLog.News, _ state: RoundState) {
        let language = console.language
        let words = { (card: QuestionCard) in FlipCardWords(card: card, state: state, language: language) }
        sayFeedback(news, state)
        if news.undone { console.show(console.text(Strings.flipUndone)) }
        if let (input, hint) = news.refused { console.show(console.text(Strings.notUnderstood(input.terminalSafe)) + " " + hint) }
        if let card = news.question {
            console.show("")
            for line in words(card).front { console.show(line) }
            sayTimeLimit(state)
        } else {
            warnIfDue(state)
        }
        if let card = news.turned { for line in words(card).back { console.show(line) } }
        if news.askedIsAnswered { console.draw("\n") }
        if let asked = news.asked { ask(asked, state) }
    }

    /// Wakes for the warning, then for the end.
    func wait(_ state: RoundState, tick: Double?) -> Double? {
        guard state.phase == .asking else { return tick }
        guard state.asked == nil, let left = state.session.timeLeft else { return nil }
        let warns = !warned && timedQuestion == state.session.currentIndex
        return max(0, warns ? left - Self.warning : left)
    }

    /// "You have 30 seconds." for a question just shown, "12 seconds left." for one shown again.
    private mutating func sayTimeLimit(_ state: RoundState) {
        guard let seconds = state.session.timeLeft, seconds > 0 else { return }
        let shown = Int(seconds.rounded(.up))
        if timedQuestion == state.session.currentIndex {
            console.show(console.text(Strings.spokenTimeLeft(shown)))
        } else {
            timedQuestion = state.session.currentIndex
            warned = seconds <= Self.warning
            console.show(console.text(Strings.spokenTimeLimit(shown)))
        }
    }

    /// "10 seconds left.", once a question, when its time comes.
    private mutating func warnIfDue(_ state: RoundState) {
        guard state.phase == .asking, !warned, timedQuestion == state.session.currentIndex,
            let seconds = state.session.timeLeft, seconds > 0, seconds <= Self.warning
        else { return }
        warned = true
        console.show(console.text(Strings.spokenTimeLeft(Int(seconds.rounded(.up)))))
    }

    /// The question over the card, its answer's key on the same line.
    private func ask(_ asked: RoundQuestion, _ state: RoundState) {
        let question =
            switch asked {
            case .quit: Strings.confirmQuitGame
            case .walkAway: Strings.walkAwayConfirmation(prize: formatPrize(state.session.prize, language: console.language))
            }
        console.draw(console.style.bold(console.text(question)) + " " + console.text(Strings.yesNoKeys) + " ")
    }

    private func spoken(_ card: QuestionCard, _ state: RoundState) -> SpokenCard {
        let session = state.session
        var spoken = SpokenCard(card: card, progress: session.progress.value, language: console.language)
        let ladder = session.rules.prizeLadder
        if !ladder.isEmpty {
            let index = min(session.currentIndex, ladder.count - 1)
            spoken.stepPrize = card.outcome == nil ? ladder[index].prize : nil
            spoken.lifelinesLeft = Hint.allCases.filter { session.rules.lifelines.contains($0) && !session.usedLifelines.contains($0) }
            spoken.prize = session.prize
        }
        return spoken
    }
}
