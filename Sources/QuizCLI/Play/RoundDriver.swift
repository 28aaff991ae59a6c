import FoundationEssentials
import MillionaireMode
import QuizPlatform

/// Runs one game: shows each question, reads the answer, shows feedback,
/// waits the feedback delay, until the session says it is over. The session
/// keeps the question's clock, so a lifeline, a key not understood or a
/// walk-away declined goes on with the time that was left.
@MainActor
struct RoundDriver {
    let session: GameSession
    var view: any RoundView
    let delay: Double
    let verbose: Bool
    let language: Language
    /// The mode's lifelines, told as lines; nil when the mode offers none.
    var lifelines: LifelineReport?

    func play() async throws {
        // The question last drawn: a redraw of the same one (after a
        // lifeline) keeps the keys typed since it was first shown.
        var shownIndex: Int?
        while session.currentQuestion != nil {
            try await step(&shownIndex)
        }
    }

    /// Plays the current question only, to its answer or the game's end (a
    /// Millionaire party's turn: the other players' ladders wait meanwhile).
    func playTurn() async throws {
        let index = session.currentIndex
        var shownIndex: Int?
        while session.currentQuestion != nil, session.currentIndex == index {
            try await step(&shownIndex)
        }
    }

    /// Shows the current question and takes one input for it: an answer,
    /// a lifeline, a walk-away asked, a key not understood.
    private func step(_ shownIndex: inout Int?) async throws {
        guard let question = session.currentQuestion else { return }
        session.showQuestion()
        guard !session.isOutOfTime else {
            try await answer(question, .timedOut)
            return
        }
        let interpreter = AnswerInterpreter(
            format: session.rules.format, optionCount: question.options.count,
            allowsLifelines: !session.rules.lifelines.isEmpty, yesNoOptions: YesNoOptions(question.options)
        )
        let card = card(for: question, feedback: nil)
        // Dropped just before the question appears: a key pressed once it is seen must count.
        if shownIndex != session.currentIndex {
            view.discardTypedAhead()
            shownIndex = session.currentIndex
        }
        view.show(card)
        switch view.read(interpreter, card: card, timeLeft: { session.timeLeft }) {
        case .input(.option(let index)) where !session.removedOptions.contains(index):
            try await answer(question, .option(index))
        case .input(.option):
            view.showMessage([Strings.optionRemoved(language)])
        case .timedOut:
            try await answer(question, .timedOut)
        case .input(.lifeline(let hint)):
            view.showMessage(lifelines?.use(hint) ?? [Strings.noLifelinesHere(language)])
        case .input(.walkAway):
            if session.rules.allowsWalkingAway,
                view.confirm(Strings.walkAwayConfirmation(prize: formatPrize(session.prize, language: language)))
            {
                session.walkAway()
            }
        case .endOfInput:
            throw CommandFailure(Strings.inputEnded)
        case .quit:
            throw RoundStopped()
        }
    }

    private func answer(_ question: Question, _ answer: Answer) async throws {
        let feedback = session.answer(answer)
        view.showFeedback(card(for: question, feedback: feedback))
        // The last answer waits too, so its feedback is seen before the result screen.
        if delay > 0 { try await Task.sleep(for: .seconds(delay)) }
    }

    private func card(for question: Question, feedback: AnswerFeedback?) -> QuestionCard {
        QuestionCard(
            question: question, format: session.rules.format, progress: session.progress.value, feedback: feedback,
            removedOptions: session.removedOptions, showDetails: verbose, language: language
        )
    }
}

/// The player left a game on a terminal (q): nothing is recorded, no error.
struct RoundStopped: Error {}
