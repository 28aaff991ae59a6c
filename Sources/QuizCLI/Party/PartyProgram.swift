import FoundationEssentials
import QuizPlatform

/// A hot-seat party on the run loop: each question, answered by the turn
/// player's key or the first buzzer's, the verdict's pause, the scoreboard
/// between questions, until every question is over or the players leave.
/// The terminal's loop and a script (`LineDriver`) play by this one `update`.
@MainActor
struct PartyProgram: LoopProgram {
    /// The first state: the first question shown, its clock started.
    func start(_ state: PartyState) -> (PartyState, [Effect]) {
        ask(state)
    }

    func isFinished(_ state: PartyState) -> Bool { state.end != nil }

    /// Keys pressed in the verdict's pause wait, and are dropped when the
    /// next screen is shown: a buzzer hammered late must not skip it.
    func wantsKeys(_ state: PartyState) -> Bool {
        switch state.phase {
        case .asking, .scoreboard: true
        case .feedback, .ended: false
        }
    }

    func tickDelay(_ state: PartyState) -> Double? {
        switch state.phase {
        case .ended, .scoreboard: return nil
        case .feedback(let until): return max(0, until.timeIntervalSince(state.setup.clock.now()))
        case .asking:
            guard !state.askingToLeave, let left = state.session.timeLeft else { return nil }
            // The countdown shows whole seconds: wake when the next one starts.
            return Self.nextSecond(of: left)
        }
    }

    func update(_ state: PartyState, _ event: Event) -> (PartyState, [Effect]) {
        var state = state
        switch event {
        case .endOfInput:
            state.phase = .ended(.inputEnded)
            return (state, [])
        case .resumed(let seconds):
            // The time stopped does not count against the players.
            state.session.skipQuestionClock(by: seconds)
            if case .feedback(let until) = state.phase { state.phase = .feedback(until: until.addingTimeInterval(seconds)) }
            return (state, [])
        case .tick(let now):
            return tick(state, now: now)
        case .key(let key):
            return press(key, state)
        case .line(let line):
            return read(line, state)
        case .resize, .external, .effectFinished:
            return (state, [])
        }
    }

    func view(_ state: PartyState, size: TerminalSize) -> Frame {
        PartyFrame(state: state).frame(for: size)
    }

    // MARK: Events

    private func tick(_ state: PartyState, now: Date) -> (PartyState, [Effect]) {
        switch state.phase {
        case .feedback(let until) where now >= until:
            return afterVerdict(state)
        case .asking where !state.askingToLeave && state.session.isOutOfTime:
            return close(state.session.timeOut(), state)
        default:
            return (state, [])
        }
    }

    private func press(_ key: Key, _ state: PartyState) -> (PartyState, [Effect]) {
        var state = state
        switch state.phase {
        case .scoreboard:
            // Escape too: the party goes on; leaving is asked over a question.
            guard key == .enter || key == .character(" ") || key == .escape else { return (state, []) }
            return ask(state)
        case .asking: break
        case .feedback, .ended: return (state, [])
        }
        state.hint = nil
        if state.askingToLeave {
            guard let leave = AnswerKey.yesOrNo(key, language: state.setup.language) else { return (state, []) }
            state.askingToLeave = false
            if leave { state.phase = .ended(.quit) }
            return (state, [])
        }
        switch key {
        case .escape:
            // q is a buzzer key: only Escape leaves.
            state.askingToLeave = true
            return (state, [])
        case .down, .pageDown, .up, .pageUp:
            state.textOffset = TextScroll.offset(after: key, from: state.textOffset) ?? state.textOffset
            return (state, [])
        default: break
        }
        guard case .character(let typed) = key, let question = state.session.currentQuestion else { return (state, []) }
        // By its place, so a Russian layout buzzes and answers with the same keys.
        let character = KeyboardLayout.qwerty(typed)
        let roster = state.setup.roster
        guard let answering = state.answering else {
            guard let player = roster.player(buzzing: character) else {
                state.hint = Strings.partyPressYourKey(state.setup.language)
                return (state, [])
            }
            do {
                try state.session.buzz(player)
            } catch {
                state.hint = sentence(PartyCard.refusal(error, player: player, roster: roster), state)
            }
            return (state, [])
        }
        let interpreter = PartyCard.interpreter(for: question)
        if case .option(let index) = interpreter.interpret(String(character)) {
            return answer(.option(index), by: answering, state)
        }
        // Another player's buzzer, pressed a moment too late: say who was first.
        if let late = roster.player(buzzing: character), late != answering, state.session.style == .buzzer {
            state.hint = sentence(PartyCard.refusal(.anotherPlayerBuzzed(answering), player: late, roster: roster), state)
        } else {
            state.hint = interpreter.hint(state.setup.language)
        }
        return (state, [])
    }

    /// A line of a script: `NAME: ANSWER`, by a player who may answer now.
    private func read(_ line: String, _ state: PartyState) -> (PartyState, [Effect]) {
        var state = state
        guard state.phase == .asking else { return (state, []) }
        state.hint = nil
        switch PartyLine(roster: state.setup.roster, answersAlone: state.setup.answersAlone).read(line, in: state.session) {
        case .success(let (player, index)):
            return answer(.option(index), by: player, state)
        case .failure(let refusal):
            state.hint = refusal.text(state.setup.language)
            return (state, [])
        }
    }

    // MARK: Steps

    /// Shows the current question (or ends the party when there is none);
    /// keys typed before it was shown are dropped.
    private func ask(_ state: PartyState) -> (PartyState, [Effect]) {
        var state = state
        guard !state.session.isOver else {
            state.phase = .ended(.finished)
            return (state, [])
        }
        state.phase = .asking
        state.session.showQuestion()
        var effects: [Effect] = []
        if state.shownIndex != state.session.currentIndex {
            state.shownIndex = state.session.currentIndex
            state.textOffset = 0
            state.hint = nil
            effects.append(.discardTypedAhead)
        }
        if state.session.isOutOfTime {
            let (closed, more) = close(state.session.timeOut(), state)
            return (closed, effects + more)
        }
        return (state, effects)
    }

    private func answer(_ answer: Answer, by player: Int, _ state: PartyState) -> (PartyState, [Effect]) {
        // Only answers the session takes are offered; a refusal here waits for another.
        guard let feedback = try? state.session.answer(answer, by: player) else { return (state, []) }
        return close(feedback, state)
    }

    /// A verdict: a wrong buzz leaves the question open to the others; one
    /// that closes it stays for the pause, the last too, so it is seen.
    private func close(_ feedback: PartyFeedback, _ state: PartyState) -> (PartyState, [Effect]) {
        var state = state
        state.verdicts.append(feedback)
        state.hint = nil
        guard feedback.closesQuestion else { return (state, []) }
        state.askingToLeave = false
        guard state.setup.delay > 0 else { return afterVerdict(state) }
        state.phase = .feedback(until: state.setup.clock.now().addingTimeInterval(state.setup.delay))
        return (state, [])
    }

    /// The scoreboard, or the next question straight away, or the end.
    private func afterVerdict(_ state: PartyState) -> (PartyState, [Effect]) {
        var state = state
        guard state.setup.scoreboardWaits, !state.session.isOver else { return ask(state) }
        state.phase = .scoreboard
        // Keys hammered through the pause must not skip the standings.
        return (state, [.discardTypedAhead])
    }

    /// A hint on a line of its own starts with a capital (a script's hint follows "… is not an answer:").
    private func sentence(_ text: LocalizedText, _ state: PartyState) -> String {
        let words = text(state.setup.language)
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
