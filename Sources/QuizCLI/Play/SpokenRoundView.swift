import MillionaireMode
import QuizPlatform

/// A round in accessible mode: each question, message and answer is written
/// once, in sentences, below the last (nothing is redrawn), so a screen
/// reader reads it in order and a log keeps it whole. On a terminal a single
/// key answers; from a script, a line. A time limit is said when the
/// question is shown, once more ten seconds before the end, and when it is up.
@MainActor
final class SpokenRoundView: RoundView {
    private let console: Console
    private let session: GameSession
    /// The question whose time limit was last said: a question shown again
    /// (after a lifeline) says the time left instead.
    private var timedQuestion: Int?
    /// Whether the ten-second warning was said for the current question.
    private var warned = false

    /// Seconds before the end at which the time left is said.
    static let warning = 10.0

    init(console: Console, session: GameSession) {
        self.console = console
        self.session = session
    }

    func show(_ card: QuestionCard) {
        console.show("")
        for line in spoken(card).question { console.show(line) }
    }

    func discardTypedAhead() {
        if console.isInteractive { console.terminal.discardTypedAhead() }
    }

    func read(_ interpreter: AnswerInterpreter, card: QuestionCard, timeLeft: () -> Double?) -> InputEvent {
        sayTimeLimit(timeLeft())
        while true {
            var wait: Double?
            if let seconds = timeLeft() {
                guard seconds > 0 else { return .timedOut }
                if !warned, seconds <= Self.warning {
                    warned = true
                    console.show(console.text(Strings.spokenTimeLeft(Int(seconds.rounded(.up)))))
                }
                wait = warned ? seconds : seconds - Self.warning
            }
            switch nextInput(wait) {
            case .timedOut, .ignored: continue
            case .endOfInput: return .endOfInput
            case .quit:
                if confirm(Strings.confirmQuitGame) { return .quit }
            case .text(let text):
                if let input = interpreter.interpret(text) { return .input(input) }
                let said = console.text(Strings.notUnderstood(text.terminalSafe)) + " " + console.text(interpreter.hint)
                if console.isInteractive { console.show(said) } else { console.note(said) }
            }
        }
    }

    func showFeedback(_ card: QuestionCard) {
        if let feedback = spoken(card).feedback { console.show(feedback) }
    }

    func showMessage(_ lines: [String]) {
        for line in lines { console.show(line) }
    }

    /// On a terminal, y or n; a script said what it meant (`walk` walks).
    func confirm(_ question: LocalizedText) -> Bool {
        guard console.isInteractive else { return true }
        return Prompt(console: console).confirm(question)
    }

    private enum Input {
        case text(String)
        case timedOut, endOfInput, quit, ignored
    }

    /// A key on a terminal (by its place, so a Russian layout answers too), a line from a script.
    private func nextInput(_ wait: Double?) -> Input {
        guard console.isInteractive else {
            switch console.terminal.readLine(wait) {
            case .line(let line): return .text(line)
            case .timedOut: return .timedOut
            case .endOfInput: return .endOfInput
            }
        }
        switch console.terminal.readKey(wait).onQWERTY {
        case .timedOut: return .timedOut
        case .endOfInput: return .endOfInput
        case .key(.escape), .key(.character("q")), .key(.character("Q")): return .quit
        case .key(.character(let character)): return .text(String(character))
        case .key: return .ignored
        }
    }

    /// "You have 30 seconds." for a question just shown, "12 seconds left." for one shown again.
    private func sayTimeLimit(_ seconds: Double?) {
        guard let seconds, seconds > 0 else { return }
        let shown = Int(seconds.rounded(.up))
        if timedQuestion == session.currentIndex {
            console.show(console.text(Strings.spokenTimeLeft(shown)))
        } else {
            timedQuestion = session.currentIndex
            warned = seconds <= Self.warning
            console.show(console.text(Strings.spokenTimeLimit(shown)))
        }
    }

    private func spoken(_ card: QuestionCard) -> SpokenCard {
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
