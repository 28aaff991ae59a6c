import FoundationEssentials
import QuizPlatform

/// Runs one party: asks each question, hands it to whoever may answer,
/// shows the verdict, and the scoreboard between questions, until every
/// question is over. The session keeps the clock and the score.
@MainActor
struct PartyDriver {
    let session: PartySession
    let roster: PartyRoster
    let view: any PartyView
    let delay: Double

    func play() async throws {
        guard view.showStart(session, roster: roster) else { throw RoundStopped() }
        var shownIndex: Int?
        while session.currentQuestion != nil {
            session.showQuestion()
            if shownIndex != session.currentIndex {
                view.discardTypedAhead()
                shownIndex = session.currentIndex
            }
            let feedback: PartyFeedback
            if session.isOutOfTime {
                feedback = session.timeOut()
            } else {
                switch view.read(session, roster: roster) {
                case .answer(let player, let answer):
                    // The view only offers answers the session takes; a refusal here is a view's bug, asked again.
                    guard let given = try? session.answer(answer, by: player) else { continue }
                    feedback = given
                case .timedOut: feedback = session.timeOut()
                case .endOfInput: throw CommandFailure(Strings.inputEnded)
                case .quit: throw RoundStopped()
                }
            }
            view.showFeedback(feedback, session: session, roster: roster)
            guard feedback.closesQuestion else { continue }
            if delay > 0 { try await Task.sleep(for: .seconds(delay)) }
            if !session.isOver { view.showScoreboard(session) }
        }
        view.showPodium(session.players)
    }
}
