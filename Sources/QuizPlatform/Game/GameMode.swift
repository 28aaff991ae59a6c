/// The rules of a mode (the Strategy pattern): which questions it asks for,
/// when a game ends and what it pays, and what it adds to a plain round
/// (lifelines, a prize ladder) as capabilities a presenter asks for rather
/// than a type it checks. The session applies the rules blindly.
public protocol GameMode: Sendable {
    var kind: ModeKind { get }
    var format: QuestionFormat { get }
    /// The source played when the player names none (CLI.md: yesno → movies;
    /// classic, millionaire → trivia; review → your mistakes).
    var defaultSource: String { get }
    /// How many questions a game has when the player does not say.
    var defaultCount: Int { get }
    /// Seconds a question when the player sets no time limit; nil for none.
    var defaultTimer: Double? { get }
    /// Whether, on a terminal, the player picks category, difficulty and
    /// count before a game of the default source (DailyQuiz's filter step).
    var asksForFilters: Bool { get }
    /// Lifelines this mode offers; empty for plain rounds.
    var lifelines: Set<Hint> { get }
    /// Whether the player may stop and keep what was won.
    var allowsWalkingAway: Bool { get }
    /// Whether a game may have fewer questions than asked, when the source
    /// has no more: a round can be shorter, a ladder cannot.
    var allowsFewerQuestions: Bool { get }
    /// The prizes to draw beside the question, first question first; empty
    /// when the mode pays nothing.
    var prizeLadder: [LadderStep] { get }

    /// The same rules for a game-difficulty setting (a ladder shifts its
    /// tiers; a round filters by difficulty instead and stays as it is).
    func tuned(to difficulty: DifficultySetting) -> any GameMode
    /// The lifelines of one game, or nil when the mode offers none.
    @MainActor func hintUsage(for session: GameSession) -> (any HintUsage)?
    /// Loads and orders the game's questions, where the caller runs (as
    /// `QuestionSource.loadQuestions` does).
    nonisolated(nonsending) func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question]
    /// nil while the game goes on, else how it ended (walking away is the session's).
    func outcome(after answers: [AnswerRecord], of questionCount: Int) -> Outcome?
    /// What the game pays out so far, or at its end.
    func prize(after answers: [AnswerRecord], outcome: Outcome?) -> Int
}

extension GameMode {
    public var defaultCount: Int { 10 }
    public var defaultTimer: Double? { nil }
    public var asksForFilters: Bool { false }
    public var lifelines: Set<Hint> { [] }
    public var allowsWalkingAway: Bool { false }
    public var allowsFewerQuestions: Bool { true }
    public var prizeLadder: [LadderStep] { [] }

    public func tuned(to difficulty: DifficultySetting) -> any GameMode { self }
    @MainActor public func hintUsage(for session: GameSession) -> (any HintUsage)? { nil }

    /// Asks the source once, then lets the order strategy pick `request.count`.
    public nonisolated(nonsending) func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        let loaded = try await source.loadQuestions(request.query(format: format))
        guard loaded.count >= request.count else {
            throw SourceError.notEnoughQuestions(available: loaded.count, requested: request.count)
        }
        var random = request.random.derived("order")
        return request.order.arrange(loaded, count: request.count, using: &random)
    }

    /// Rounds end when every question is answered.
    public func outcome(after answers: [AnswerRecord], of questionCount: Int) -> Outcome? {
        answers.count >= questionCount ? .completed : nil
    }

    public func prize(after answers: [AnswerRecord], outcome: Outcome?) -> Int { 0 }
}

/// MovieQuiz's round: ten yes/no questions.
public struct YesNoRound: GameMode {
    public init() {}
    public var kind: ModeKind { .yesno }
    public var format: QuestionFormat { .yesNo }
    public var defaultSource: String { "movies" }
}

/// DailyQuiz's round: multiple-choice (and true/false) questions, filtered
/// first on a terminal when played from Open Trivia DB.
public struct ClassicRound: GameMode {
    public init() {}
    public var kind: ModeKind { .classic }
    public var format: QuestionFormat { .choice }
    public var defaultSource: String { "trivia" }
    public var asksForFilters: Bool { true }
}
