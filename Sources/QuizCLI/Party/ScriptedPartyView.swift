import QuizPlatform

/// A party played from a script, or said line by line on a linear terminal
/// (accessible mode): plain lines out, one `NAME: ANSWER` line in. In turn
/// mode the line must name the player whose turn it is (at a terminal the
/// answer alone will do); in buzzer mode the first line naming a player not
/// locked out buzzes and answers. Any other line gets a one-line hint on
/// standard error and the question waits for another.
@MainActor
final class ScriptedPartyView: PartyView {
    private let console: Console
    private let renderer: CardRenderer
    private let board: PartyBoard

    init(console: Console) {
        self.console = console
        renderer = CardRenderer(style: console.style, width: console.width)
        board = PartyBoard(style: console.style, language: console.language)
    }

    func showStart(_ session: PartySession, roster: PartyRoster) -> Bool {
        for line in board.rules(session.style, millionaire: false, scoring: session.scoring) { console.show(line) }
        console.show(console.text(Strings.partyPlayersTitle) + ": " + roster.names.joined(separator: ", "))
        return true
    }

    func discardTypedAhead() {}

    func read(_ session: PartySession, roster: PartyRoster) -> PartyInput {
        guard let question = session.currentQuestion else { return .endOfInput }
        let card = PartyCard.card(
            question, number: session.currentIndex + 1, of: session.questions.count, feedback: nil, language: console.language)
        for line in renderer.render(card) { console.show(line) }
        switch session.style {
        case .turn: console.show(board.banner(Strings.partyTurn(roster.names[session.turnPlayer])))
        case .buzzer: console.show(console.text(Strings.partyLineBuzzer))
        }
        let interpreter = PartyCard.interpreter(for: question)
        while true {
            let left = session.timeLeft
            if let left, left <= 0 { return .timedOut }
            switch console.terminal.readLine(left) {
            case .line(let line):
                switch parse(line, session: session, roster: roster, interpreter: interpreter) {
                case .success(let input): return input
                case .failure(let hint):
                    console.note(console.text(Strings.notUnderstood(line.terminalSafe)) + " " + console.text(hint.text))
                }
            case .timedOut: return .timedOut
            case .endOfInput: return .endOfInput
            }
        }
    }

    /// Why a line was not taken, as a hint.
    struct Hint: Error {
        let text: LocalizedText
    }

    /// `NAME: ANSWER` as the answer of a player who may answer now.
    func parse(
        _ line: String, session: PartySession, roster: PartyRoster, interpreter: AnswerInterpreter
    ) -> Result<PartyInput, Hint> {
        guard let colon = line.firstIndex(of: ":") else {
            // At a terminal (accessible mode) the player whose turn it is answers with the answer alone.
            guard console.isInteractive, session.style == .turn else { return .failure(Hint(text: Strings.partyLineFormat)) }
            return parse("\(roster.names[session.turnPlayer]): \(line)", session: session, roster: roster, interpreter: interpreter)
        }
        let name = String(line[..<colon])
        guard let player = roster.player(named: name) else {
            return .failure(Hint(text: Strings.partyUnknownPlayer(name.terminalSafe, players: roster.names)))
        }
        if let refusal = session.refusal(for: player) {
            return .failure(Hint(text: PartyCard.refusal(refusal, player: player, roster: roster)))
        }
        guard case .option(let index) = interpreter.interpret(String(line[line.index(after: colon)...])) else {
            return .failure(Hint(text: interpreter.hint))
        }
        return .success(.answer(player: player, .option(index)))
    }

    func showFeedback(_ feedback: PartyFeedback, session: PartySession, roster: PartyRoster) {
        let verdict = console.text(PartyCard.verdict(feedback, roster: roster))
        console.show(feedback.isCorrect ? console.style.green(verdict) : console.style.red(verdict))
        if feedback.closesQuestion, !feedback.isCorrect, let answer = session.answers.last?.correctAnswer {
            console.show(console.text(Strings.partyAnswerWas(answer.terminalSafe)))
        }
    }

    func showScoreboard(_ session: PartySession) {
        for line in board.scoreboard(session.players) { console.show(line) }
    }

    func showPodium(_ players: [PartyPlayerRecord]) {
        for line in board.podium(players, value: { Strings.partyPoints($0)(console.language) }) { console.show(line) }
    }
}
