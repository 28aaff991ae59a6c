import QuizPlatform

/// The frame of a party on the loop: the question with the player whose
/// turn it is named large (or every player's buzzer key), the countdown on
/// the key line; the answered question with its verdict; the scoreboard
/// between questions; the podium. Pure: the state and the size make it.
@MainActor
struct PartyFrame {
    let state: PartyState

    private var setup: PartySetup { state.setup }
    private var session: PartySession { state.session }
    private var style: Style { setup.style }
    private var language: Language { setup.language }

    func frame(for size: TerminalSize) -> Frame {
        switch state.phase {
        case .asking:
            guard let question = session.currentQuestion else { return Frame(size: size, lines: []) }
            let card = PartyCard.card(
                question, number: session.currentIndex + 1, of: session.questions.count, feedback: nil, language: language)
            // The fullest messages that the window shows whole.
            let choices = messageChoices.map {
                screen(card, messages: $0, hint: state.hint, footer: footer(question)).layout(for: size).lines
            }
            let lines = zip(messageChoices, choices).first { Self.shows($0.0, in: $0.1) }?.1 ?? choices.last ?? []
            return Frame(size: size, styled: lines)
        case .feedback:
            guard let verdict = state.verdicts.last else { return Frame(size: size, lines: []) }
            let number = session.answers.count
            let card = PartyCard.card(
                session.questions[number - 1], number: number, of: session.questions.count, feedback: verdict, language: language)
            return Frame(size: size, styled: screen(card, messages: [verdictLine(verdict)], hint: nil, footer: nil).layout(for: size).lines)
        case .scoreboard:
            let next = style.dim(Strings.partyPressEnterForNext(language))
            return Frame(size: size, styled: closing + [""] + setup.board.scoreboard(session.players) + ["", next])
        case .ended:
            return Frame(size: size, styled: setup.board.podium(session.players, value: { Strings.partyPoints($0)(language) }))
        }
    }

    /// Who answers (or how to buzz) is what the players look for: it comes
    /// before a long question's text, which then shows a window of itself.
    private func screen(_ card: QuestionCard, messages: [String], hint: String?, footer: String?) -> QuestionScreen {
        var screen = QuestionScreen(card: card, style: style, language: language, messages: messages, hint: hint, footer: footer)
        screen.newestLines = messages.count
        screen.textOffset = state.textOffset
        return screen
    }

    /// The wrong buzz's verdict while the others may still buzz; whose turn
    /// it is, or who answers, or how to buzz and every player's key. On a
    /// small window, without the "press your key" line (the key line says
    /// it too), and last only the first line.
    private var messageChoices: [[String]] {
        let board = setup.board
        let roster = setup.roster
        switch (session.style, state.answering) {
        case (.turn, let player?): return [[board.banner(Strings.partyTurn(roster.names[player]))]]
        case (.buzzer, let player?): return [[board.banner(Strings.partyAnswering(roster.names[player]))]]
        case (_, nil):
            // A wrong buzz: the others may still buzz.
            let verdict = state.verdicts.last.flatMap { $0.closesQuestion ? nil : verdictLine($0) }
            let keys = board.keys(roster, locked: session.lockedOut)
            let full = [verdict, Strings.partyBuzzPrompt(language), keys].compactMap { $0 }
            let short = [verdict, keys].compactMap { $0 }
            return [full, short, Array(short.prefix(1))]
        }
    }

    /// Whether `lines` show each of `messages` whole, wrapped or not.
    private static func shows(_ messages: [String], in lines: [String]) -> Bool {
        let words = { (text: String) in Style.plainText(text).split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let shown = words(lines.joined(separator: " "))
        return messages.allSatisfy { shown.contains(words($0)) }
    }

    /// The keys, and the seconds left; or "leave the game?" with its own
    /// keys on a line of its own, never run into the key line.
    private func footer(_ question: Question) -> String {
        if state.askingToLeave {
            return style.bold(Strings.confirmQuitGame(language)) + "\n" + style.cyan(Strings.confirmKeys(language))
        }
        var line = (state.answering == nil ? Strings.partyKeysBuzz : Strings.partyKeysAnswer(question.options.count))(language)
        if let left = session.timeLeft {
            // Kept whole on a line: "⏱", the number and "s" never part at a wrap.
            line += "   " + Strings.partyCountdown(Int(left.rounded(.up)))(language).replacingEvery(" ", with: "\u{00A0}")
        }
        return style.dim(line)
    }

    /// How the last question ended, above the scoreboard.
    private var closing: [String] {
        guard let verdict = state.verdicts.last else { return [] }
        var lines = [verdictLine(verdict)]
        if let answer = session.answers.last?.correctAnswer { lines.append(Strings.partyAnswerWas(answer.terminalSafe)(language)) }
        return lines
    }

    private func verdictLine(_ feedback: PartyFeedback) -> String {
        let text = PartyCard.verdict(feedback, roster: setup.roster)(language)
        return feedback.isCorrect ? style.green(text) : style.red(text)
    }
}
