@preconcurrency import Glibc
import QuizPlatform

/// A round on a terminal: the screen is redrawn for each question, a single
/// key answers, a countdown ticks when there is a time limit, and messages
/// (a lifeline's result) stay under the card until the question is answered.
@MainActor
final class TerminalRoundView: RoundView {
    private let console: Console
    private var messages: [String] = []
    /// The ladder and lifelines, in a Millionaire game.
    var board: MillionaireBoard?
    /// Posters drawn as images, where the terminal shows them.
    var posters: PosterDisplay?
    private var hint: String?

    init(console: Console) {
        self.console = console
    }

    func show(_ card: QuestionCard) {
        draw(card, footer: keyHelp(card))
    }

    func discardTypedAhead() {
        console.terminal.discardTypedAhead()
    }

    /// The countdown is redrawn at least once a second from the session's
    /// clock, so it goes on from where it was after a lifeline.
    func read(_ interpreter: AnswerInterpreter, card: QuestionCard, timeLeft: () -> Double?) -> InputEvent {
        while true {
            var wait: Double?
            if let seconds = timeLeft() {
                guard seconds > 0 else { return .timedOut }
                draw(card, footer: keyHelp(card) + "   " + console.style.yellow("⏱ \(Int(seconds.rounded(.up))) s"))
                wait = min(1, seconds)
            }
            // Keys by place: `н` on a Russian layout is the Y key, so it answers Yes.
            switch console.terminal.readKey(wait).onQWERTY {
            case .timedOut: continue
            case .endOfInput: return .endOfInput
            case .key(.escape), .key(.character("q")), .key(.character("Q")):
                if confirm(Strings.confirmQuitGame) { return .quit }
                draw(card, footer: keyHelp(card))
            case .key(.character(let character)):
                if let input = interpreter.interpret(String(character)) {
                    hint = nil
                    return .input(input)
                }
                hint = console.text(interpreter.hint)
                draw(card, footer: keyHelp(card))
            case .key: continue
            }
        }
    }

    func showFeedback(_ card: QuestionCard) {
        messages = []
        draw(card, footer: nil)
    }

    func showMessage(_ lines: [String]) {
        messages += lines
    }

    func confirm(_ question: LocalizedText) -> Bool {
        console.draw("\n" + console.style.bold(console.text(question)) + " [y/n] ")
        while true {
            switch console.terminal.readKey(nil).onQWERTY {
            case .key(.character(let c)) where "yY".contains(c): return true
            case .key(.character(let c)) where "nN".contains(c): return false
            case .key(.escape), .endOfInput: return false
            default: continue
            }
        }
    }

    /// The question as a whole screen, drawn again for a new size on a resize.
    private func draw(_ card: QuestionCard, footer: String?) {
        var screen = QuestionScreen(
            card: card, style: console.style, language: console.language, ladder: board?.ladderLines ?? [],
            lifelines: board?.lifelineLine, messages: messages, hint: hint, footer: footer,
            hyperlinks: console.terminal.supportsHyperlinks())
        guard console.display == .output else {
            // The game on standard error (--json): drawn once for the width there is.
            let size = TerminalSize(columns: console.width, rows: Int.max / 2)
            return console.draw(Screen.clearScreen + screen.lines(for: size).joined(separator: "\n") + "\n")
        }
        // Is there an image the terminal takes? Its place is then left blank and it is drawn there.
        let image = card.poster.flatMap { posters?.image(for: $0) }
        screen.posterImage = image != nil
        console.terminal.present(ScreenContent(isWholeScreen: true) { size in screen.lines(for: size) })
        if let image, let posters, let place = screen.layout(for: console.terminal.size()).image,
            let escape = InlineImage.escape(image, protocol: posters.imageProtocol, columns: place.columns, rows: place.rows)
        {
            console.terminal.writeImage(InlineImage.placed(escape, row: place.row, column: place.column))
        }
    }

    private func keyHelp(_ card: QuestionCard) -> String {
        return console.style.dim(console.text(RoundKeys.help(for: card)))
    }
}
