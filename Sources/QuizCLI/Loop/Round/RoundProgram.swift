import FoundationEssentials
import QuizPlatform

/// A game on the run loop: each question, its answer by a single key or a
/// line, the feedback pause, the countdown, lifelines and the questions over
/// the card (leave? take the money?), until the session is over or the
/// player leaves. The terminal's loop, a script and accessible mode all
/// play by this one `update` (`LineDriver` runs the other two).
@MainActor
struct RoundProgram: LoopProgram {
    /// The first state: the first question shown, its clock started.
    func start(_ state: RoundState) -> (RoundState, [Effect]) {
        ask(state)
    }

    func isFinished(_ state: RoundState) -> Bool { state.end != nil }

    /// Keys pressed in the feedback pause wait, and are dropped when the
    /// next question is shown: they must not answer a question not yet seen.
    func wantsKeys(_ state: RoundState) -> Bool { state.phase == .asking }

    func update(_ state: RoundState, _ event: Event) -> (RoundState, [Effect]) {
        var state = state
        switch event {
        case .endOfInput:
            state.phase = .ended(.inputEnded, lastCard: nil)
            return (state, [])
        case .resumed(let seconds):
            // The time stopped does not count against the player.
            state.session.skipQuestionClock(by: seconds)
            if case .feedback(let card, let until) = state.phase {
                state.phase = .feedback(card, until: until.addingTimeInterval(seconds))
            }
            return (state, [])
        case .tick(let now):
            return tick(state, now: now)
        case .key(let key):
            return press(key, state)
        case .line(let line):
            return read(line, state)
        case .resize, .external, .effectFinished:
            // A new size is the view's business; nothing from outside changes a game of one.
            return (state, [])
        }
    }

    func tickDelay(_ state: RoundState) -> Double? {
        switch state.phase {
        case .ended: return nil
        case .feedback(_, let until): return max(0, until.timeIntervalSince(state.setup.clock.now()))
        case .asking:
            // A question over the card holds the time-out (`tick`): nothing to wake for.
            guard state.asked == nil, let left = state.session.timeLeft else { return nil }
            // The countdown shows whole seconds: wake when the next one starts.
            return Self.nextSecond(of: left)
        }
    }

    // MARK: Events

    private func tick(_ state: RoundState, now: Date) -> (RoundState, [Effect]) {
        switch state.phase {
        case .feedback(_, let until) where now >= until:
            return ask(state)
        case .asking where state.asked == nil && state.session.isOutOfTime:
            return answer(.timedOut, state)
        default:
            return (state, [])
        }
    }

    private func press(_ key: Key, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        guard case .asking = state.phase else { return (state, []) }
        // A hint is about the last key only.
        state.hint = nil
        let language = state.setup.language
        if let asked = state.asked {
            guard let yes = AnswerKey.yesOrNo(key, language: language) else { return (state, []) }
            state.asked = nil
            guard yes else { return (state, []) }
            switch asked {
            case .quit:
                state.phase = .ended(.quit, lastCard: nil)
            case .walkAway:
                state.session.walkAway()
                state.phase = .ended(.finished, lastCard: nil)
            }
            return (state, [])
        }
        // A typed-answer card is typed even among flip cards, as Anki asks it.
        if state.typesAnswer { return type(key, state) }
        if state.flipsCard { return pressOnFlipCard(key, state) }
        switch key {
        case .escape:
            state.asked = .quit
            return (state, [])
        case .down, .pageDown, .up, .pageUp:
            state.textOffset = TextScroll.offset(after: key, from: state.textOffset) ?? state.textOffset
            return (state, [])
        case .character(let character):
            let text = AnswerKey.text(character, language: language)
            if text == "q" || text == "Q" {
                state.asked = .quit
                return (state, [])
            }
            return take(text, state, typed: .key)
        default:
            return (state, [])
        }
    }

    /// A line of a script: the answer, `NAME: ANSWER` in a Millionaire
    /// party. A line is never a key: `q` is not an answer there, and a
    /// walk-away it asks for is taken without asking again.
    private func read(_ line: String, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        guard case .asking = state.phase, state.asked == nil else { return (state, []) }
        state.hint = nil
        if state.typesAnswer { return answer(.typed(line), state) }
        if state.flipsCard { return readOnFlipCard(line, state) }
        var text = line
        if let speaker = state.speaker {
            switch speaker.answer(in: line) {
            case .success(let answer): text = answer
            case .failure(let refusal):
                state.hint = refusal.text(state.setup.language)
                return (state, [])
            }
        }
        return take(text, state, typed: .line)
    }

    /// How an input came: a key asks before taking the money, a line has said what it meant.
    private enum Typed { case key, line }

    /// An answer, a lifeline or a walk-away, as `AnswerInterpreter` reads `text`.
    private func take(_ text: String, _ state: RoundState, typed: Typed) -> (RoundState, [Effect]) {
        var state = state
        let language = state.setup.language
        guard let question = state.session.currentQuestion else { return (state, []) }
        let interpreter = Self.interpreter(for: question, session: state.session)
        guard let input = interpreter.interpret(text) else {
            state.hint = interpreter.hint(language)
            return (state, [])
        }
        switch input {
        case .option(let index) where state.session.removedOptions.contains(index):
            state.messages.append([Strings.optionRemoved(language)])
        case .option(let index):
            return answer(.option(index), state)
        case .lifeline(let hint):
            state.messages.append(state.setup.lifelines?.use(hint) ?? [Strings.noLifelinesHere(language)])
        case .walkAway where state.session.rules.allowsWalkingAway:
            guard typed == .line else {
                state.asked = .walkAway
                break
            }
            state.session.walkAway()
            state.phase = .ended(.finished, lastCard: nil)
        case .walkAway:
            break
        }
        return (state, [])
    }

    // MARK: Steps

    /// Shows the current question (or ends the round when there is none);
    /// keys typed before it was shown are dropped.
    private func ask(_ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        let lastCard: QuestionCard? = if case .feedback(let card, _) = state.phase { card } else { nil }
        guard state.session.currentQuestion != nil, state.turn.map({ $0 == state.session.currentIndex }) ?? true else {
            state.phase = .ended(.finished, lastCard: lastCard)
            return (state, [])
        }
        state.phase = .asking
        state.session.showQuestion()
        var effects: [Effect] = []
        if state.shownIndex != state.session.currentIndex {
            state.shownIndex = state.session.currentIndex
            state.textOffset = 0
            state.flipped = false
            state.typing = LineEditor(text: "")
            effects.append(.discardTypedAhead)
        }
        if state.session.isOutOfTime {
            let (answered, more) = answer(.timedOut, state)
            return (answered, effects + more)
        }
        return (state, effects)
    }

    /// The current question answered: its feedback shown, then the next (see `ask`).
    func answer(_ answer: Answer, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        guard let question = state.session.currentQuestion else { return (state, []) }
        let feedback = state.session.answer(answer)
        let card = Self.card(for: question, feedback: feedback, state: state)
        state.lastAnswer = card
        state.messages = []
        state.hint = nil
        state.asked = nil
        // The last answer waits too, so its feedback is seen before the result
        // screen; a flip card's grade needs no pause: the player saw the back.
        if state.setup.delay > 0, state.setup.answerStyle(of: question) != .flip {
            state.phase = .feedback(card, until: state.setup.clock.now().addingTimeInterval(state.setup.delay))
            return (state, [])
        }
        state.phase = .feedback(card, until: .distantPast)
        return ask(state)
    }

    static func interpreter(for question: Question, session: GameSession) -> AnswerInterpreter {
        AnswerInterpreter(
            format: session.rules.format, optionCount: question.options.count,
            allowsLifelines: !session.rules.lifelines.isEmpty, yesNoOptions: YesNoOptions(question.options))
    }

    /// The question as the view draws it; in Russian the yes/no keys are д and н.
    static func card(for question: Question, feedback: AnswerFeedback?, state: RoundState) -> QuestionCard {
        let session = state.session
        var card = QuestionCard(
            question: question, format: session.rules.format, progress: session.progress.value, feedback: feedback,
            removedOptions: session.removedOptions, showDetails: state.setup.verbose, language: state.setup.language)
        if session.request.cram { card.progress += " · " + Strings.cramNote(state.setup.language) }
        let answerStyle = state.setup.answerStyle(of: question)
        if answerStyle == .typed {
            card.options = []
            if feedback != nil, let typed = session.answers.last?.chosenAnswer, let verdict = card.feedback {
                card.back = question.correctOption
                card.feedback = feedback?.typed == .right ? verdict : verdict + ": " + typed.terminalSafe + " → " + question.correctOption
            }
        }
        if answerStyle == .flip {
            card.options = []
            card.back = state.flipped || feedback != nil ? question.correctOption : nil
            if feedback != nil, let rating = session.answers.last?.rating {
                card.feedback = Strings.flipGraded(rating)(state.setup.language)
            }
        }
        if card.format == .yesNo {
            let labels = AnswerKey.yesNoLabels(state.setup.language)
            card.options = card.options.enumerated().map { index, option in
                var option = option
                option.key = index == 0 ? labels.yes : labels.no
                return option
            }
        }
        return card
    }

    func view(_ state: RoundState, size: TerminalSize) -> Frame {
        RoundFrame(state: state).frame(for: size)
    }
}
