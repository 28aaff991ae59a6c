import QuizPlatform
import Testing

@testable import MillionaireMode

@Suite struct MillionaireLadderTests {
    let ladder = MillionaireLadder()

    @Test func prizesAtEveryStep() {
        let expected = [
            0, 100, 200, 300, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000,
            64_000, 125_000, 250_000, 500_000, 1_000_000,
        ]
        #expect((0...15).map(ladder.prize(forStep:)) == expected)
        #expect(ladder.steps.map(\.prize) == Array(expected.dropFirst()))
        #expect(ladder.steps.map(\.number) == Array(1...15))
    }

    @Test func safeHavensAreQuestionsFiveAndTen() {
        #expect((1...15).filter(ladder.isSafeHaven(step:)) == [5, 10])
        #expect(ladder.steps.filter(\.isSafeHaven).map(\.prize) == [1_000, 32_000])
    }

    @Test(arguments: [(0, 0), (4, 0), (5, 1_000), (9, 1_000), (10, 32_000), (14, 32_000), (15, 32_000)])
    func guaranteedPrize(afterCorrect correct: Int, expected: Int) {
        #expect(ladder.guaranteed(afterCorrect: correct) == expected)
    }

    @Test func modeDeclaresItsRules() {
        #expect(ladder.kind == .millionaire)
        #expect(ladder.format == .fourOptions)
        #expect(ladder.lifelines == [.fiftyFifty, .phoneAFriend, .askTheAudience])
        #expect(ladder.allowsWalkingAway)
        #expect(!ladder.allowsFewerQuestions, "fifteen steps or no game")
        #expect(ClassicRound().allowsFewerQuestions && YesNoRound().allowsFewerQuestions)
    }
}

/// Every way a game can end, played on a real `GameSession`.
@Suite @MainActor struct MillionaireEndingTests {
    @Test(arguments: [(1, 0), (5, 0), (6, 1_000), (10, 1_000), (11, 32_000), (12, 32_000), (15, 32_000)])
    func wrongAnswerLeavesTheLastSafeHaven(atStep step: Int, prize: Int) {
        let session = MillionaireFixtures.session()
        MillionaireFixtures.answerRight(session, times: step - 1)
        #expect(session.outcome == nil)
        let feedback = session.answer(.option(MillionaireFixtures.wrongOption(in: session)))
        #expect(feedback.isGameOver)
        #expect(session.outcome == .eliminated)
        #expect(session.prize == prize)
        #expect(session.answers.count == step)
    }

    @Test func timedOutAnswerCountsAsWrong() {
        let session = MillionaireFixtures.session()
        MillionaireFixtures.answerRight(session, times: 7)
        session.answer(.timedOut)
        #expect(session.outcome == .eliminated)
        #expect(session.prize == 1_000)
    }

    @Test(arguments: [(0, 0), (1, 100), (4, 500), (5, 1_000), (9, 16_000), (10, 32_000), (12, 125_000), (14, 500_000)])
    func walkingAwayKeepsThePrizeWon(afterCorrect correct: Int, prize: Int) {
        let session = MillionaireFixtures.session()
        MillionaireFixtures.answerRight(session, times: correct)
        #expect(session.prize == prize, "the prize shown while playing is what walking away pays")
        session.walkAway()
        #expect(session.outcome == .walkedAway)
        #expect(session.prize == prize)
    }

    @Test func fifteenRightAnswersWinTheMillion() {
        let session = MillionaireFixtures.session()
        MillionaireFixtures.answerRight(session, times: 14)
        #expect(session.outcome == nil)
        MillionaireFixtures.answerRight(session, times: 1)
        #expect(session.outcome == .completed)
        #expect(session.prize == 1_000_000)
        #expect(session.currentQuestion == nil)
    }
}
