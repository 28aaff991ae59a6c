import QuizPlatform

/// A round played from a script: plain lines out, one answer per line in.
/// An unrecognised line gets a one-line hint on standard error and the same
/// question waits for another line; the end of input abandons the game.
@MainActor
final class ScriptedRoundView: RoundView {
    private let console: Console
    private let renderer: CardRenderer
    /// In a Millionaire party, the player each line must name (`NAME: ANSWER`).
    var speaker: PartySpeaker?

    init(console: Console) {
        self.console = console
        renderer = CardRenderer(style: console.style, width: console.width)
    }

    /// The card in one write, not one a line.
    func show(_ card: QuestionCard) {
        let lines = renderer.render(card)
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            text += line
            text += "\n"
        }
        console.draw(text)
    }

    /// A script's lines are its answers, written in advance on purpose: none is type-ahead.
    func discardTypedAhead() {}

    func read(_ interpreter: AnswerInterpreter, card: QuestionCard, timeLeft: () -> Double?) -> InputEvent {
        while true {
            let left = timeLeft()
            if let left, left <= 0 { return .timedOut }
            switch console.terminal.readLine(left) {
            case .line(let line):
                var answer = line
                if let speaker {
                    switch speaker.answer(in: line) {
                    case .success(let text): answer = text
                    case .failure(let hint):
                        console.note(console.text(Strings.notUnderstood(line.terminalSafe)) + " " + console.text(hint.text))
                        continue
                    }
                }
                if let input = interpreter.interpret(answer) { return .input(input) }
                console.note(console.text(Strings.notUnderstood(line.terminalSafe)) + " " + console.text(interpreter.hint))
            case .timedOut: return .timedOut
            case .endOfInput: return .endOfInput
            }
        }
    }

    func showFeedback(_ card: QuestionCard) {
        if let feedback = card.feedback { console.show(feedback) }
    }

    func showMessage(_ lines: [String]) {
        for line in lines { console.show(line) }
    }

    /// A script said what it meant: `walk` walks.
    func confirm(_ question: LocalizedText) -> Bool { true }
}
