import FoundationEssentials
import QuizPlatform

/// A flip card said in lines, for scripts and accessible mode: the front
/// with how to turn it over, then the back with each grade's key, name and
/// the interval it gives.
@MainActor
struct FlipCardWords {
    let card: QuestionCard
    let state: RoundState
    let language: Language

    /// "Question 2 of 5. …", "Front: …", "Press Space or Enter to turn the card over."
    var front: [String] {
        let progress = state.session.progress.value
        return [
            Strings.spokenProgress(
                question: progress.questionNumber, of: progress.questionCount, right: progress.correct, answered: progress.answered)(
                    language),
            Strings.flipFront(card.text.terminalSafe)(language), Strings.flipSpokenShow(language),
        ]
    }

    /// "Back: …", "[1] Again 1 min, [2] Hard 6 min, [3] Good 1 d, [4] Easy 3 d; u undo."
    var back: [String] {
        let now = state.setup.clock.now()
        let dues = state.session.currentQuestion.flatMap { question in state.setup.flip?.nextDue(question.id, now) }
        let grades = ReviewRating.allCases.map { Strings.gradeKey($0, after: dues?[$0].map { $0.timeIntervalSince(now) })(language) }
        let undo = state.session.answers.isEmpty ? "" : "; " + Strings.flipUndoKey(language)
        return [Strings.flipBack((card.back ?? "").terminalSafe)(language), grades.joined(separator: ", ") + undo + "."]
    }
}
