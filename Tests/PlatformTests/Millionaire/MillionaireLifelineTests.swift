import QuizPlatform
import Testing

@testable import MillionaireMode

/// Properties of the three lifelines over many seeds, played through the facade.
@Suite @MainActor struct MillionaireLifelineTests {
    private typealias Fixtures = MillionaireFixtures
    private static let seeds: [UInt64] = Array(0..<300)

    @Test func fiftyFiftyRemovesExactlyTwoWrongOptions() throws {
        for seed in Self.seeds {
            let session = Fixtures.session(seed: seed)
            Fixtures.answerRight(session, times: Int(seed % 15))
            let correct = session.currentQuestion!.correctIndex
            let result = try HintUsageFacade(session: session).use50to50Hint()
            #expect(result.removed.count == 2)
            #expect(!result.removed.contains(correct))
            #expect(result.removed.isSubset(of: 0..<4))
            #expect(session.removedOptions == result.removed)
        }
    }

    @Test func fiftyFiftyChoosesAtRandom() throws {
        let removed = try Set(
            Self.seeds.prefix(50).map { try HintUsageFacade(session: Fixtures.session(seed: $0)).use50to50Hint().removed })
        #expect(removed.count == 3, "each of the three pairs of wrong options comes up")
    }

    @Test(arguments: [false, true])
    func audienceVotesOnTheRemainingOptionsAndSumsToHundred(afterFiftyFifty: Bool) throws {
        for seed in Self.seeds {
            let session = Fixtures.session(seed: seed, difficulty: Difficulty.allCases[Int(seed % 3)])
            let hints = HintUsageFacade(session: session)
            if afterFiftyFifty { try hints.use50to50Hint() }
            let vote = try hints.useAuditoryHelp()
            #expect(Set(vote.percentages.keys) == Set(hints.remainingOptions))
            #expect(vote.percentages.values.reduce(0, +) == 100)
            #expect(vote.percentages.values.allSatisfy { $0 >= 0 })
            let leader = try #require(vote.leader)
            #expect(vote.percentages.filter { $0.value == vote.percentages[leader] }.count == 1, "one option leads")
        }
    }

    @Test(arguments: [false, true])
    func friendNamesARemainingOptionWithAPercentConfidence(afterFiftyFifty: Bool) throws {
        for seed in Self.seeds {
            let hints = HintUsageFacade(session: Fixtures.session(seed: seed))
            if afterFiftyFifty { try hints.use50to50Hint() }
            let answer = try hints.callFriend()
            #expect(hints.remainingOptions.contains(answer.option))
            #expect((1...100).contains(answer.confidence))
            #expect(answer.isUnsure == (answer.confidence < 50))
        }
    }

    @Test func sameSeedGivesTheSameResults() throws {
        func play(seed: UInt64) throws -> [LifelineResult] {
            let session = Fixtures.session(seed: seed)
            let hints = HintUsageFacade(session: session)
            Fixtures.answerRight(session, times: 2)
            let fifty = try hints.use(.fiftyFifty)
            Fixtures.answerRight(session, times: 3)
            return try [fifty, hints.use(.phoneAFriend), hints.use(.askTheAudience)]
        }
        #expect(try play(seed: 77) == play(seed: 77))
        #expect(try Set((0..<20).map { try play(seed: $0) }).count > 1)
    }

    @Test func resultDoesNotDependOnWhatWasUsedBefore() throws {
        let first = HintUsageFacade(session: Fixtures.session(seed: 3))
        let second = HintUsageFacade(session: Fixtures.session(seed: 3))
        try second.callFriend()
        #expect(try first.useAuditoryHelp() == second.useAuditoryHelp())
    }
}

/// The odds over 2,000 seeded draws per difficulty: friends and audiences
/// know easy questions better than hard ones.
@Suite struct MillionaireLifelineOddsTests {
    private static let runs = 2_000

    private static func rates(_ difficulty: Difficulty?) -> (friendRight: Double, audienceRight: Double) {
        var friendRight = 0
        var audienceRight = 0
        for seed in 0..<UInt64(runs) {
            let question = MillionaireFixtures.question(Int(seed), difficulty)
            var random = SplitMix64(seed: seed).derived("odds")
            if FriendAnswer.draw(for: question, among: [0, 1, 2, 3], using: &random).option == question.correctIndex { friendRight += 1 }
            if AudienceVote.draw(for: question, among: [0, 1, 2, 3], using: &random).leader == question.correctIndex { audienceRight += 1 }
        }
        return (Double(friendRight) / Double(runs), Double(audienceRight) / Double(runs))
    }

    @Test func friendIsRightMoreOftenOnEasyQuestions() {
        let easy = Self.rates(.easy).friendRight
        let medium = Self.rates(.medium).friendRight
        let hard = Self.rates(.hard).friendRight
        #expect(easy > medium && medium > hard)
        #expect(abs(easy - 0.80) < 0.04)
        #expect(abs(medium - 0.65) < 0.04)
        #expect(abs(hard - 0.50) < 0.04)
        #expect(abs(Self.rates(nil).friendRight - medium) < 0.04, "unknown difficulty plays as medium")
    }

    @Test func audienceFavoursTheRightOptionLessAsQuestionsGetHarder() {
        let easy = Self.rates(.easy).audienceRight
        let medium = Self.rates(.medium).audienceRight
        let hard = Self.rates(.hard).audienceRight
        #expect(easy > medium && medium > hard)
        #expect(easy < 1, "the audience is sometimes wrong even on easy questions")
        #expect(hard > 0.4, "the right option still leads more often than chance")
    }

    @Test func friendIsSometimesUnsure() {
        var random = SplitMix64(seed: 1)
        let question = MillionaireFixtures.question(1, .hard)
        let unsure = (0..<Self.runs).count { _ in FriendAnswer.draw(for: question, among: [0, 1, 2, 3], using: &random).isUnsure }
        #expect(unsure > Self.runs / 10 && unsure < Self.runs * 2 / 3)
    }
}
