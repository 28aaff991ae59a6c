import QuizPlatform

/// A round told to a script (standard input not a terminal): each question
/// as plain lines, written once; the feedback line after an answer; a
/// lifeline's lines and the question again; a line not taken gets a
/// one-line hint on standard error, and the same question waits.
@MainActor
struct ScriptedRound: LineRenderer {
    private let console: Console
    private let renderer: CardRenderer
    private var log = RoundLog()

    init(console: Console) {
        self.console = console
        renderer = CardRenderer(style: console.style, width: console.width)
    }

    mutating func tell(_ state: RoundState, after event: Event?) {
        let news = log.news(in: state, after: event)
        if let feedback = news.feedback?.feedback { console.show(feedback) }
        if news.undone { console.show(console.text(Strings.flipUndone)) }
        if let (input, hint) = news.refused {
            console.note(console.text(Strings.notUnderstood(input.terminalSafe)) + " " + hint)
        }
        for line in news.messages.joined() { console.show(line) }
        if let card = news.question {
            // A card shown turned over (after undo) says its back in the keys' place below.
            var front = card
            front.back = nil
            show(front)
        }
        if let turned = news.turned {
            for line in FlipCardWords(card: turned, state: state, language: console.language).back { console.show(line) }
        }
    }

    /// No countdown is shown: the only time that matters is the time-out.
    func wait(_ state: RoundState, tick: Double?) -> Double? {
        guard state.phase == .asking else { return tick }
        return state.session.timeLeft.map { max(0, $0) }
    }

    /// The card in one write, not one a line.
    private func show(_ card: QuestionCard) {
        let lines = renderer.render(card)
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            text += line
            text += "\n"
        }
        console.draw(text)
    }
}
