import Foundation
import MillionaireMode
import QuizPlatform

/// Runs one game: shows each question, reads the answer, shows feedback,
/// waits the feedback delay, until the session says it is over.
@MainActor
struct RoundDriver {
    let session: GameSession
    var view: any RoundView
    let delay: Double
    let verbose: Bool
    let language: Language
    /// Uses a Millionaire lifeline and returns the lines that tell its result.
    var useLifeline: ((Hint) -> [String])?

    func play() async throws {
        while let question = session.currentQuestion {
            let interpreter = AnswerInterpreter(
                format: session.rules.format, optionCount: question.options.count,
                allowsLifelines: !session.rules.lifelines.isEmpty
            )
            session.beginQuestion()
            let card = card(for: question, feedback: nil)
            view.show(card)
            switch view.read(interpreter, card: card) {
            case .input(.option(let index)) where !session.removedOptions.contains(index):
                try await answer(question, with: index)
            case .input(.option):
                view.showMessage([Strings.optionRemoved(language)])
            case .timedOut:
                try await answer(question, with: nil)
            case .input(.lifeline(let hint)):
                view.showMessage(useLifeline?(hint) ?? [Strings.noLifelinesHere(language)])
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
    }

    private func answer(_ question: Question, with option: Int?) async throws {
        let feedback = session.answer(option)
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
