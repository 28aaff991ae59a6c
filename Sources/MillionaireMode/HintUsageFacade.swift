import QuizPlatform

/// The one door to the three lifelines for the current question (the seed's
/// Facade task). It asks the session whether a lifeline may be used, draws
/// the result, records the use on the session (50:50 with the options it
/// removed) and both returns the result and reports it through `events`, so
/// presenters can draw it and the library never prints.
///
/// Results are reproducible: each one is drawn from a generator derived from
/// `random`, the lifeline and the question number, so the same seed gives the
/// same friend and audience whatever was used before.
@MainActor
public final class HintUsageFacade: HintUsage {
    public let session: GameSession
    /// The last lifeline used, for observers; nil until one is used.
    public let events = Observable<LifelineEvent?>(nil)
    private let random: SplitMix64

    /// `random` should derive from the game's seed, e.g. `request.random.derived("lifelines")`.
    public init(session: GameSession, random: SplitMix64) {
        self.session = session
        self.random = random
    }

    /// Draws from the game's own seed.
    public convenience init(session: GameSession) {
        self.init(session: session, random: session.request.random.derived("lifelines"))
    }

    /// The question the lifelines apply to; nil once the game is over.
    public var currentQuestion: Question? { session.currentQuestion }

    /// Lifelines the player may still use in this game.
    public var available: Set<Hint> {
        session.isOver ? [] : session.rules.lifelines.subtracting(session.usedLifelines)
    }

    /// The current question's options not taken away by 50:50.
    public var remainingOptions: [Int] {
        guard let question = currentQuestion else { return [] }
        return question.options.indices.filter { !session.removedOptions.contains($0) }
    }

    /// Takes away two wrong options.
    @discardableResult
    public func use50to50Hint() throws(LifelineError) -> FiftyFiftyResult {
        let question = try usableQuestion(for: .fiftyFifty)
        var generator = generator(for: .fiftyFifty)
        let result = FiftyFiftyResult.draw(for: question, using: &generator)
        try session.useLifeline(.fiftyFifty, removing: result.removed)
        report(.fiftyFifty(result))
        return result
    }

    /// Phones a friend, who names one of the remaining options.
    @discardableResult
    public func callFriend() throws(LifelineError) -> FriendAnswer {
        let question = try usableQuestion(for: .phoneAFriend)
        var generator = generator(for: .phoneAFriend)
        let answer = FriendAnswer.draw(for: question, among: remainingOptions, using: &generator)
        try session.useLifeline(.phoneAFriend)
        report(.phoneAFriend(answer))
        return answer
    }

    /// Asks the audience to vote on the remaining options.
    @discardableResult
    public func useAuditoryHelp() throws(LifelineError) -> AudienceVote {
        let question = try usableQuestion(for: .askTheAudience)
        var generator = generator(for: .askTheAudience)
        let vote = AudienceVote.draw(for: question, among: remainingOptions, using: &generator)
        try session.useLifeline(.askTheAudience)
        report(.askTheAudience(vote))
        return vote
    }

    /// Uses a lifeline by name, for input such as `50`, `friend`, `audience`.
    @discardableResult
    public func use(_ hint: Hint) throws(LifelineError) -> LifelineResult {
        switch hint {
        case .fiftyFifty: try .fiftyFifty(use50to50Hint())
        case .phoneAFriend: try .phoneAFriend(callFriend())
        case .askTheAudience: try .askTheAudience(useAuditoryHelp())
        }
    }

    /// The current question, or why the lifeline is refused, checked before
    /// anything is drawn so a refusal changes nothing.
    private func usableQuestion(for hint: Hint) throws(LifelineError) -> Question {
        guard let question = currentQuestion else { throw .gameOver }
        guard session.rules.lifelines.contains(hint) else { throw .notOffered }
        guard !session.usedLifelines.contains(hint) else { throw .alreadyUsed }
        return question
    }

    private func generator(for hint: Hint) -> SplitMix64 {
        random.derived("\(hint.rawValue)@\(session.currentIndex)")
    }

    private func report(_ result: LifelineResult) {
        events.value = LifelineEvent(questionIndex: session.currentIndex, result: result)
    }
}
