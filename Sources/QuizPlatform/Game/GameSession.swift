import FoundationEssentials

/// The player's answer to the current question.
public enum Answer: Sendable, Hashable {
    /// The option at this index of the question's options.
    case option(Int)
    /// The question's time limit passed first: counted wrong, nothing chosen.
    case timedOut
    /// A card turned over and graded by the player: Again counts wrong, the
    /// others right, and the grade goes to the review log as given.
    case graded(ReviewRating)
    /// The answer typed in full (`play review --typed`), judged against the
    /// right option by `TypedAnswer`: right is Good, almost Hard, wrong Again.
    case typed(String)
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
    /// How a typed answer compared with the right one; nil for others.
    public var typed: TypedAnswer.Verdict?
}

/// Why a lifeline cannot be used now.
public enum LifelineError: Error, Equatable {
    case notOffered, alreadyUsed, gameOver
}

/// One game in progress: its questions, the answers so far, the lifelines
/// used, and the question clock. It applies its mode's rules and tells its
/// delegate (the `Game` that started it) of each answer and of its end.
///
/// The question clock starts when a question is first shown and runs until
/// it is answered: redrawing the question (after a lifeline, a key it did
/// not understand, a walk-away declined) does not restart it, so the time
/// limit and the recorded seconds both count from the first showing.
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
    /// Told of each answer and of the end; weak, since the delegate owns the session.
    public weak var delegate: (any GameSessionDelegate)?

    private let clock: WallClock
    private var hintsOnCurrentQuestion: [Hint] = []
    /// Lifelines used on the question the player walked away from.
    private var walkAwayHints: [Hint] = []
    /// When the current question was first shown; nil until it is.
    private var questionShownAt: Date?
    /// When the previous question was answered (the game's start before the
    /// first): the clock of a question answered without being shown.
    private var previousAnswerAt: Date

    public init(rules: any GameMode, request: GameRequest, questions: [Question], clock: WallClock) {
        self.rules = rules
        self.request = request
        self.questions = questions
        self.clock = clock
        startedAt = clock.now()
        previousAnswerAt = startedAt
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

    /// Seconds allowed per question; nil for no limit.
    public var timeLimit: Double? { request.timer }

    /// Call whenever the current question is drawn: the first time it starts
    /// the question's clock and moves the progress line on to it; later
    /// calls (redraws) change nothing.
    public func showQuestion() {
        guard questionShownAt == nil, !isOver else { return }
        questionShownAt = clock.now()
        let number = min(currentIndex + 1, questions.count)
        if progress.value.questionNumber != number { progress.value.questionNumber = number }
    }

    /// Seconds left to answer the current question (the whole limit before it
    /// is shown, never below 0); nil when there is no limit.
    public var timeLeft: Double? {
        guard let limit = timeLimit else { return nil }
        guard let shown = questionShownAt else { return limit }
        return max(0, limit - clock.now().timeIntervalSince(shown))
    }

    /// Moves the current question's clock on by `seconds` the player could
    /// not play (quizctl was stopped with Ctrl-Z): that time is neither
    /// taken from the limit nor counted in the answer's seconds.
    public func skipQuestionClock(by seconds: Double) {
        guard seconds > 0 else { return }
        if let shown = questionShownAt {
            questionShownAt = shown.addingTimeInterval(seconds)
        } else {
            previousAnswerAt = previousAnswerAt.addingTimeInterval(seconds)
        }
    }

    /// Whether the current question's time limit has passed.
    public var isOutOfTime: Bool { timeLeft.map { $0 <= 0 } ?? false }

    /// Answers the current question.
    @discardableResult
    public func answer(_ answer: Answer) -> AnswerFeedback {
        guard let question = currentQuestion else {
            preconditionFailure("answer(_:) after the game is over")
        }
        let answeredAt = clock.now()
        let seconds = ((answeredAt.timeIntervalSince(questionShownAt ?? previousAnswerAt)) * 10).rounded() / 10
        let verdict: TypedAnswer.Verdict? =
            if case .typed(let text) = answer { TypedAnswer.judge(text, expected: question.correctOption) } else { nil }
        let option: Int? =
            switch answer {
            case .option(let index): index
            case .timedOut: nil
            case .graded(let rating): rating == .again ? nil : question.correctIndex
            case .typed: verdict == .wrong ? nil : question.correctIndex
            }
        let rating: ReviewRating? =
            switch answer {
            case .graded(let rating): rating
            case .typed: verdict?.rating
            case .option, .timedOut: nil
            }
        let chosenAnswer = if case .typed(let text) = answer { text } else { option.map { question.options[$0] } }
        let isCorrect = option == question.correctIndex
        answers.append(
            AnswerRecord(
                question: question.text, subject: question.subject, options: question.options,
                correctAnswer: question.correctOption, chosenAnswer: chosenAnswer,
                isCorrect: isCorrect, seconds: seconds, hints: hintsOnCurrentQuestion,
                questionID: question.id, category: question.category, difficulty: question.difficulty, rating: rating
            ))
        hintsOnCurrentQuestion = []
        removedOptions = []
        questionShownAt = nil
        previousAnswerAt = answeredAt
        let ending = rules.outcome(after: answers, of: questions.count)
        updateProgress()
        let feedback = AnswerFeedback(
            isCorrect: isCorrect, correctIndex: question.correctIndex, chosenIndex: option,
            explanation: question.explanation, isGameOver: ending != nil, typed: verdict
        )
        outcome = ending
        delegate?.session(self, didRecord: answers[answers.count - 1])
        if ending != nil { delegate?.sessionDidEnd(self) }
        return feedback
    }

    /// Takes back the last answer while the game goes on (a flip card's
    /// grade, `u`): its question is the current one again, shown now.
    /// False when there is nothing to take back.
    @discardableResult
    public func undoLastAnswer() -> Bool {
        guard !isOver, !answers.isEmpty else { return false }
        answers.removeLast()
        hintsOnCurrentQuestion = []
        removedOptions = []
        questionShownAt = nil
        updateProgress()
        return true
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
    /// Lifelines used on the question left unanswered stay in the record.
    public func walkAway() {
        guard !isOver, rules.allowsWalkingAway else { return }
        walkAwayHints = hintsOnCurrentQuestion
        hintsOnCurrentQuestion = []
        outcome = .walkedAway
        delegate?.sessionDidEnd(self)
    }

    private func updateProgress() {
        // The number stays on the question just answered until the next begins.
        progress.value = GameProgress(
            questionNumber: max(answers.count, 1), questionCount: questions.count,
            answered: answers.count, correct: correctCount
        )
    }

    /// The finished game as history keeps it.
    public func record(finishedAt: Date) -> GameRecord {
        GameRecord(
            id: id, mode: rules.kind, source: request.source, startedAt: startedAt, finishedAt: finishedAt,
            outcome: outcome ?? .completed, correct: correctCount, total: answers.count, prize: prize,
            daily: request.daily, answers: answers, walkAwayHints: walkAwayHints.isEmpty ? nil : walkAwayHints
        )
    }
}
