import QuizPlatform

/// The rules of "Who Wants to Be a Millionaire" (a `GameMode`): fifteen
/// questions of rising difficulty, a wrong or timed-out answer ends the game
/// at the last safe haven, the player may walk away with what is won, and
/// three lifelines may each be used once.
public struct MillionaireLadder: GameMode {
    public static let prizes = [
        100, 200, 300, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000,
        64_000, 125_000, 250_000, 500_000, 1_000_000,
    ]
    /// Question numbers whose prizes are kept after a later wrong answer.
    public static let safeHavens: Set<Int> = [5, 10]
    public static var stepCount: Int { prizes.count }
    public static var topPrize: Int { prizes[prizes.count - 1] }

    /// The game-difficulty setting that shifts the ladder's tiers.
    public let difficulty: DifficultySetting

    public init(difficulty: DifficultySetting = .any) {
        self.difficulty = difficulty
    }

    public var kind: ModeKind { .millionaire }
    public var format: QuestionFormat { .fourOptions }
    public var lifelines: Set<Hint> { Set(Hint.allCases) }
    public var allowsWalkingAway: Bool { true }
    public var allowsFewerQuestions: Bool { false }
    public var defaultSource: String { "trivia" }
    public var defaultCount: Int { Self.stepCount }
    public var prizeLadder: [LadderStep] { steps }

    /// The ladder shifted by the game-difficulty setting.
    public func tuned(to difficulty: DifficultySetting) -> any GameMode {
        MillionaireLadder(difficulty: difficulty)
    }

    /// The three lifelines, through the facade, drawn from the game's seed.
    public func hintUsage(for session: GameSession) -> (any HintUsage)? {
        HintUsageFacade(session: session)
    }

    /// All fifteen steps, the first question first.
    public var steps: [LadderStep] {
        Self.prizes.indices.map { index in
            LadderStep(number: index + 1, prize: Self.prizes[index], isSafeHaven: isSafeHaven(step: index + 1))
        }
    }

    /// The prize for answering questions 1 through `step` right; 0 before the first.
    public func prize(forStep step: Int) -> Int {
        precondition((0...Self.stepCount).contains(step), "a ladder step is 0...\(Self.stepCount)")
        return step == 0 ? 0 : Self.prizes[step - 1]
    }

    public func isSafeHaven(step: Int) -> Bool {
        Self.safeHavens.contains(step)
    }

    /// What a wrong answer still pays after `correct` right answers: the
    /// prize of the highest safe haven reached, or nothing.
    public func guaranteed(afterCorrect correct: Int) -> Int {
        let haven = Self.safeHavens.filter { $0 <= correct }.max() ?? 0
        return prize(forStep: haven)
    }

    /// A wrong (or timed-out) answer eliminates; fifteen right answers win.
    public func outcome(after answers: [AnswerRecord], of questionCount: Int) -> Outcome? {
        guard let last = answers.last else { return nil }
        if !last.isCorrect { return .eliminated }
        return answers.count >= questionCount ? .completed : nil
    }

    /// While playing and after walking away: the prize won so far; after a
    /// wrong answer: the last safe haven's prize.
    public func prize(after answers: [AnswerRecord], outcome: Outcome?) -> Int {
        let correct = min(answers.prefix { $0.isCorrect }.count, Self.stepCount)
        return outcome == .eliminated ? guaranteed(afterCorrect: correct) : prize(forStep: correct)
    }
}
