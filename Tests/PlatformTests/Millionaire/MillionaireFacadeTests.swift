import MillionaireMode
import QuizPlatform
import Testing

/// The contract of `HintUsageFacade`: one door to the lifelines of the
/// current question, each once per game, results returned and observed.
@Suite @MainActor struct MillionaireFacadeTests {
    private typealias Fixtures = MillionaireFixtures

    @Test func followsTheSessionsCurrentQuestion() {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        #expect(hints.currentQuestion == session.questions[0])
        Fixtures.answerRight(session, times: 1)
        #expect(hints.currentQuestion == session.questions[1])
        #expect(hints.available == [.fiftyFifty, .phoneAFriend, .askTheAudience])
    }

    @Test(arguments: Hint.allCases)
    func eachLifelineOnlyOncePerGame(hint: Hint) throws {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        try hints.use(hint)
        #expect(hints.available == Set(Hint.allCases).subtracting([hint]))
        let removedBefore = session.removedOptions
        let eventBefore = hints.events.value
        Fixtures.answerRight(session, times: 1)
        #expect(throws: LifelineError.alreadyUsed) { try hints.use(hint) }
        #expect(throws: LifelineError.alreadyUsed) {
            switch hint {
            case .fiftyFifty: _ = try hints.use50to50Hint()
            case .phoneAFriend: _ = try hints.callFriend()
            case .askTheAudience: _ = try hints.useAuditoryHelp()
            }
        }
        #expect(session.usedLifelines == [hint])
        #expect(hints.events.value == eventBefore, "a refusal reports nothing")
        #expect(removedBefore.count == (hint == .fiftyFifty ? 2 : 0))
        #expect(session.removedOptions.isEmpty, "the next question starts with all four options")
    }

    @Test func allThreeOnOneQuestion() throws {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        let removed = try hints.use50to50Hint().removed
        let friend = try hints.callFriend()
        let vote = try hints.useAuditoryHelp()
        #expect(!removed.contains(friend.option))
        #expect(Set(vote.percentages.keys).isDisjoint(with: removed))
        #expect(hints.available.isEmpty)
        Fixtures.answerRight(session, times: 1)
        #expect(session.answers[0].hints == [.fiftyFifty, .phoneAFriend, .askTheAudience])
        #expect(hints.remainingOptions == [0, 1, 2, 3], "50:50 applies to its own question only")
    }

    @Test func resultsAreReturnedAndObserved() throws {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        var seen: [LifelineEvent?] = []
        hints.events.observe { seen.append($0) }
        Fixtures.answerRight(session, times: 3)
        let friend = try hints.callFriend()
        let vote = try hints.useAuditoryHelp()
        #expect(
            seen == [
                nil,
                LifelineEvent(questionIndex: 3, result: .phoneAFriend(friend)),
                LifelineEvent(questionIndex: 3, result: .askTheAudience(vote)),
            ])
        #expect(seen.last??.result.hint == .askTheAudience)
    }

    @Test func refusedOnceTheGameIsOver() {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        session.walkAway()
        #expect(hints.currentQuestion == nil)
        #expect(hints.available.isEmpty)
        #expect(hints.remainingOptions.isEmpty)
        #expect(throws: LifelineError.gameOver) { try hints.callFriend() }
    }

    @Test func refusedInAModeWithoutLifelines() {
        let hints = HintUsageFacade(session: Fixtures.session(rules: ClassicRound()))
        #expect(hints.available.isEmpty)
        #expect(throws: LifelineError.notOffered) { try hints.use50to50Hint() }
    }

    @Test func defaultGeneratorDerivesFromTheGamesSeed() throws {
        let session = Fixtures.session(seed: 11)
        let explicit = HintUsageFacade(session: Fixtures.session(seed: 11), random: session.request.random.derived("lifelines"))
        #expect(try HintUsageFacade(session: session).useAuditoryHelp() == explicit.useAuditoryHelp())
    }
}
