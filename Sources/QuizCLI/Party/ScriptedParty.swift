import QuizPlatform

/// A party told line by line: to a script, or on a linear terminal
/// (accessible mode). Each question as plain lines with whose turn it is (or
/// how to buzz), each verdict, the answer when nobody found it, the
/// scoreboard between questions; a line not taken gets a one-line hint on
/// standard error, and the question waits for another.
@MainActor
struct ScriptedParty: LineRenderer {
    private let console: Console
    private let renderer: CardRenderer
    private let board: PartyBoard
    /// How many of the party's verdicts were told, and the question shown last.
    private var verdicts = 0
    private var shownIndex: Int?

    init(console: Console) {
        self.console = console
        renderer = CardRenderer(style: console.style, width: console.width)
        board = PartyBoard(style: console.style, language: console.language)
    }

    mutating func tell(_ state: PartyState, after event: Event?) {
        let session = state.session
        if let hint = state.hint, case .line(let line) = event {
            console.note(console.text(Strings.notUnderstood(line.terminalSafe)) + " " + hint)
        }
        for verdict in state.verdicts.dropFirst(verdicts) { tell(verdict, session: session, roster: state.setup.roster) }
        verdicts = state.verdicts.count
        guard state.shownIndex != shownIndex, state.phase == .asking, let question = session.currentQuestion else { return }
        if shownIndex != nil { show(board.scoreboard(session.players)) }
        shownIndex = state.shownIndex
        let card = PartyCard.card(
            question, number: session.currentIndex + 1, of: session.questions.count, feedback: nil, language: console.language)
        show(renderer.render(card))
        switch session.style {
        case .turn: console.show(board.banner(Strings.partyTurn(state.setup.roster.names[session.turnPlayer])))
        case .buzzer: console.show(console.text(Strings.partyLineBuzzer))
        }
    }

    /// No countdown is shown: the only time that matters is the time-out.
    func wait(_ state: PartyState, tick: Double?) -> Double? {
        guard state.phase == .asking else { return tick }
        return state.session.timeLeft.map { max(0, $0) }
    }

    private func tell(_ feedback: PartyFeedback, session: PartySession, roster: PartyRoster) {
        let verdict = console.text(PartyCard.verdict(feedback, roster: roster))
        console.show(feedback.isCorrect ? console.style.green(verdict) : console.style.red(verdict))
        if feedback.closesQuestion, !feedback.isCorrect, let answer = session.answers.last?.correctAnswer {
            console.show(console.text(Strings.partyAnswerWas(answer.terminalSafe)))
        }
    }

    private func show(_ lines: [String]) {
        for line in lines { console.show(line) }
    }
}
