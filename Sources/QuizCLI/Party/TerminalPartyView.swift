import QuizPlatform

/// A party on a terminal: the question drawn whole, the player whose turn
/// it is named large, or every player's buzzer key shown; one key answers
/// (read by its place, so a Russian layout buzzes with the same keys), a
/// countdown ticks when there is a time limit, and the scoreboard waits for
/// Enter between questions. Escape leaves (q is a buzzer key).
@MainActor
final class TerminalPartyView: PartyView {
    private let console: Console
    private let board: PartyBoard
    /// What was wrong with the last key, until the next key is taken.
    private var hint: String?
    /// The verdict on a wrong buzz, shown while the others may still buzz.
    private var verdict: String?
    /// How the last question ended, repeated above the scoreboard.
    private var closing: [String] = []

    init(console: Console) {
        self.console = console
        board = PartyBoard(style: console.style, language: console.language)
    }

    func showStart(_ session: PartySession, roster: PartyRoster) -> Bool {
        let players = session.style == .buzzer ? board.keys(roster) : roster.names.joined(separator: ", ")
        return PartyStartScreen(console: console, style: session.style, millionaire: false, scoring: session.scoring, players: players)
            .show()
    }

    func discardTypedAhead() {
        console.terminal.discardTypedAhead()
    }

    func read(_ session: PartySession, roster: PartyRoster) -> PartyInput {
        guard let question = session.currentQuestion else { return .endOfInput }
        let card = PartyCard.card(
            question, number: session.currentIndex + 1, of: session.questions.count, feedback: nil, language: console.language)
        let interpreter = PartyCard.interpreter(for: question)
        while true {
            // Whoever may answer now: the turn player, the one who buzzed, or (nil) anyone not locked out.
            let answering = session.style == .turn ? session.turnPlayer : session.buzzed
            var wait: Double?
            var footer = console.text(answering == nil ? Strings.partyKeysBuzz : Strings.partyKeysAnswer(question.options.count))
            if let seconds = session.timeLeft {
                guard seconds > 0 else { return .timedOut }
                footer += "   " + console.text(Strings.partyCountdown(Int(seconds.rounded(.up))))
                wait = min(1, seconds)
            }
            draw(card, messages: messages(session, roster: roster, answering: answering), footer: console.style.dim(footer))
            switch console.terminal.readKey(wait).onQWERTY {
            case .timedOut: continue
            case .endOfInput: return .endOfInput
            case .key(.escape):
                if confirmQuit() { return .quit }
            case .key(.character(let key)):
                if let answering {
                    if case .option(let index) = interpreter.interpret(String(key)) {
                        hint = nil
                        verdict = nil
                        return .answer(player: answering, .option(index))
                    }
                    // Another player's buzzer, pressed a moment too late: say who was first.
                    if let late = roster.player(buzzing: key), late != answering, session.style == .buzzer {
                        hint = sentence(PartyCard.refusal(.anotherPlayerBuzzed(answering), player: late, roster: roster))
                    } else {
                        hint = console.text(interpreter.hint)
                    }
                } else {
                    buzz(key, session: session, roster: roster)
                }
            case .key: continue
            }
        }
    }

    /// A key pressed while nobody is answering: the buzz of the player it belongs to.
    private func buzz(_ key: Character, session: PartySession, roster: PartyRoster) {
        guard let player = roster.player(buzzing: key) else {
            hint = console.text(Strings.partyPressYourKey)
            return
        }
        do {
            try session.buzz(player)
            hint = nil
            verdict = nil
        } catch {
            hint = sentence(PartyCard.refusal(error, player: player, roster: roster))
        }
    }

    private func messages(_ session: PartySession, roster: PartyRoster, answering: Int?) -> [String] {
        var lines: [String] = []
        if let verdict { lines.append(verdict) }
        switch (session.style, answering) {
        case (.turn, let player?): lines.append(board.banner(Strings.partyTurn(roster.names[player])))
        case (.buzzer, let player?): lines.append(board.banner(Strings.partyAnswering(roster.names[player])))
        case (_, nil):
            lines.append(console.text(Strings.partyBuzzPrompt))
            lines.append(board.keys(roster, locked: session.lockedOut))
        }
        return lines
    }

    func showFeedback(_ feedback: PartyFeedback, session: PartySession, roster: PartyRoster) {
        let text = console.text(PartyCard.verdict(feedback, roster: roster))
        let line = feedback.isCorrect ? console.style.green(text) : console.style.red(text)
        guard feedback.closesQuestion else {
            verdict = line
            return
        }
        verdict = nil
        hint = nil
        closing = [line]
        if let answer = session.answers.last?.correctAnswer {
            closing.append(console.text(Strings.partyAnswerWas(answer.terminalSafe)))
        }
        let number = session.answers.count
        let card = PartyCard.card(
            session.questions[number - 1], number: number, of: session.questions.count, feedback: feedback,
            language: console.language)
        draw(card, messages: [line], footer: nil)
    }

    func showScoreboard(_ session: PartySession) {
        let lines =
            closing + [""] + board.scoreboard(session.players) + ["", console.style.dim(console.text(Strings.partyPressEnterForNext))]
        _ = PartyStartScreen.waitForEnter(
            on: console, showing: ScreenContent(isWholeScreen: true) { size in lines.flatMap { TextWrap.wrap($0, width: size.columns) } })
    }

    func showPodium(_ players: [PartyPlayerRecord]) {
        // Written like a game's result screen, so the lines after it (where to review it, play again) follow it.
        console.draw(Screen.clearScreen)
        for line in board.podium(players, value: { Strings.partyPoints($0)(console.language) }) { console.show(line) }
    }

    private func draw(_ card: QuestionCard, messages: [String], footer: String?) {
        console.present(
            QuestionScreen(
                card: card, style: console.style, language: console.language, messages: messages, hint: hint, footer: footer))
    }

    /// A hint on a line of its own starts with a capital (a script's hint follows "… is not an answer:").
    private func sentence(_ text: LocalizedText) -> String {
        let words = console.text(text)
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    private func confirmQuit() -> Bool { Prompt(console: console).confirm(Strings.confirmQuitGame) }
}
