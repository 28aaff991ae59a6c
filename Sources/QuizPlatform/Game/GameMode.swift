/// The rules of a mode (the Strategy pattern): which questions it asks for,
/// when a game ends and what it pays. The session applies them blindly.
public protocol GameMode: Sendable {
    var kind: ModeKind { get }
    var format: QuestionFormat { get }
    /// Lifelines this mode offers; empty for plain rounds.
    var lifelines: Set<Hint> { get }
    /// Whether the player may stop and keep what was won.
    var allowsWalkingAway: Bool { get }
    /// Whether a game may have fewer questions than asked, when the source
    /// has no more: a round can be shorter, a ladder cannot.
    var allowsFewerQuestions: Bool { get }

    /// Loads and orders the game's questions.
    func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question]
    /// nil while the game goes on, else how it ended (walking away is the session's).
    func outcome(after answers: [AnswerRecord], of questionCount: Int) -> Outcome?
    /// What the game pays out so far, or at its end.
    func prize(after answers: [AnswerRecord], outcome: Outcome?) -> Int
}

extension GameMode {
    public var lifelines: Set<Hint> { [] }
    public var allowsWalkingAway: Bool { false }
    public var allowsFewerQuestions: Bool { true }

    /// Asks the source once, then lets the order strategy pick `request.count`.
    public func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        let loaded = try await source.loadQuestions(request.query(format: format))
        guard loaded.count >= request.count else {
            throw SourceError.notEnoughQuestions(available: loaded.count, requested: request.count)
        }
        var random = request.random.derived("order")
        return request.order.strategy.arrange(loaded, count: request.count, using: &random)
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
}

/// DailyQuiz's round: multiple-choice (and true/false) questions.
public struct ClassicRound: GameMode {
    public init() {}
    public var kind: ModeKind { .classic }
    public var format: QuestionFormat { .choice }
}
