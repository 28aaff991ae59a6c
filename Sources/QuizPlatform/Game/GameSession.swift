import Foundation

/// Told by a session about its answers and its end (the Delegate pattern):
/// the `Game` listens to save the result; presenters never need to.
@MainActor
public protocol GameSessionDelegate: AnyObject {
    func sessionDidFinish(_ session: GameSession)
}

/// What the player learns right after answering.
public struct AnswerFeedback: Sendable, Hashable {
    public var isCorrect: Bool
    public var correctIndex: Int
    /// nil when the time ran out.
    public var chosenIndex: Int?
    public var explanation: String?
    /// The game ended with this answer.
    public var isGameOver: Bool
}

/// Why a lifeline cannot be used now.
public enum LifelineError: Error, Equatable {
    case notOffered, alreadyUsed, gameOver
}

/// One game in progress: its questions, the answers so far, the lifelines
/// used. It applies its mode's rules and reports its end to its delegate.
@MainActor
public final class GameSession {
    public let id = UUID()
    public let rules: any GameMode
    public let request: GameRequest
    public let questions: [Question]
    public let startedAt: Date
    public private(set) var answers: [AnswerRecord] = []
    public private(set) var outcome: Outcome?
    /// Lifelines used in this game, each once.
    public private(set) var usedLifelines: Set<Hint> = []
    /// Options taken away from the current question (by 50:50).
    public private(set) var removedOptions: Set<Int> = []
    /// "Question 3/10 · 67% correct", for whoever draws it.
    public let progress: Observable<GameProgress>
    public weak var delegate: (any GameSessionDelegate)?

    private let clock: WallClock
    private var hintsOnCurrentQuestion: [Hint] = []
    private var questionShownAt: Date

    public init(rules: any GameMode, request: GameRequest, questions: [Question], clock: WallClock) {
        self.rules = rules
        self.request = request
        self.questions = questions
        self.clock = clock
        startedAt = clock.now()
        questionShownAt = startedAt
        progress = Observable(GameProgress(questionNumber: 1, questionCount: questions.count, answered: 0, correct: 0))
    }

    public var isOver: Bool { outcome != nil }
    public var currentIndex: Int { answers.count }
    public var correctCount: Int { answers.count { $0.isCorrect } }

    public var currentQuestion: Question? {
        isOver || currentIndex >= questions.count ? nil : questions[currentIndex]
    }

    /// What the game pays now (walking away), or paid at its end.
    public var prize: Int { rules.prize(after: answers, outcome: outcome) }

    /// Starts the clock for the current question and moves the progress
    /// line on to it; call when it is shown.
    public func beginQuestion() {
        questionShownAt = clock.now()
        let number = min(currentIndex + 1, questions.count)
        if progress.value.questionNumber != number { progress.value.questionNumber = number }
    }

    /// Answers the current question; `option` nil means the time ran out.
    @discardableResult
    public func answer(_ option: Int?) -> AnswerFeedback {
        guard let question = currentQuestion else {
            preconditionFailure("answer(_:) after the game is over")
        }
        let isCorrect = option == question.correctIndex
        answers.append(
            AnswerRecord(
                question: question.text, subject: question.subject, options: question.options,
                correctAnswer: question.correctOption, chosenAnswer: option.map { question.options[$0] },
                isCorrect: isCorrect, seconds: secondsSinceShown(), hints: hintsOnCurrentQuestion,
                questionID: question.id, category: question.category, difficulty: question.difficulty
            ))
        hintsOnCurrentQuestion = []
        removedOptions = []
        let ending = rules.outcome(after: answers, of: questions.count)
        updateProgress()
        let feedback = AnswerFeedback(
            isCorrect: isCorrect, correctIndex: question.correctIndex, chosenIndex: option,
            explanation: question.explanation, isGameOver: ending != nil
        )
        if let ending { finish(ending) }
        return feedback
    }

    /// Marks a lifeline used on the current question.
    public func useLifeline(_ hint: Hint, removing options: Set<Int> = []) throws(LifelineError) {
        guard !isOver else { throw .gameOver }
        guard rules.lifelines.contains(hint) else { throw .notOffered }
        guard !usedLifelines.contains(hint) else { throw .alreadyUsed }
        usedLifelines.insert(hint)
        hintsOnCurrentQuestion.append(hint)
        removedOptions.formUnion(options)
    }

    /// Stops the game, keeping what was won (Millionaire's "take the money").
    public func walkAway() {
        guard !isOver, rules.allowsWalkingAway else { return }
        finish(.walkedAway)
    }

    private func finish(_ ending: Outcome) {
        outcome = ending
        delegate?.sessionDidFinish(self)
    }

    private func updateProgress() {
        // The number stays on the question just answered until the next begins.
        progress.value = GameProgress(
            questionNumber: max(answers.count, 1), questionCount: questions.count,
            answered: answers.count, correct: correctCount
        )
    }

    private func secondsSinceShown() -> Double {
        (clock.now().timeIntervalSince(questionShownAt) * 10).rounded() / 10
    }

    /// The finished game as history keeps it.
    public func record(finishedAt: Date) -> GameRecord {
        GameRecord(
            id: id, mode: rules.kind, source: request.source, startedAt: startedAt, finishedAt: finishedAt,
            outcome: outcome ?? .completed, correct: correctCount, total: answers.count, prize: prize,
            daily: request.daily, answers: answers
        )
    }
}
