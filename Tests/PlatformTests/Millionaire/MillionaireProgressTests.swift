import Foundation
import MillionaireMode
import QuizPlatform
import Testing

@testable import QuizPlatform

/// What the Millionaire game counts: the share right over the questions
/// answered (never the one waiting), and the lifelines of a walk-away.
@Suite @MainActor struct MillionaireProgressTests {
    private typealias Fixtures = MillionaireFixtures

    @Test func twoRightAnswersShowAHundredPercent() {
        let session = Fixtures.session()
        Fixtures.answerRight(session, times: 2)
        session.showQuestion()
        let card = QuestionCard(
            question: session.currentQuestion!, format: .fourOptions, progress: session.progress.value, feedback: nil,
            removedOptions: [], showDetails: false, language: .en)
        #expect(card.progress == "Question 3 · 2 right · 100%")
    }

    @Test func fourteenOfFourteenIsAHundredPercentAndAMissCountsOnceAnswered() {
        let session = Fixtures.session()
        Fixtures.answerRight(session, times: 14)
        session.showQuestion()
        #expect(session.progress.value.ladderLine(.en) == "Question 15 · 14 right · 100%")
        session.answer(.option(Fixtures.wrongOption(in: session)))
        #expect(session.progress.value.ladderLine(.en) == "Question 15 · 14 right · 93%")
    }

    @Test func noAnswerYetIsNoShareYet() {
        let session = Fixtures.session()
        session.showQuestion()
        #expect(session.progress.value.ladderLine(.ru) == "Вопрос 1 · верно 0 · 0\u{00A0}%")
    }

    @Test func lifelinesUsedOnTheLastQuestionSurviveAWalkAway() throws {
        let session = Fixtures.session()
        let hints = HintUsageFacade(session: session)
        Fixtures.answerRight(session, times: 1)
        _ = try hints.use50to50Hint()
        Fixtures.answerRight(session, times: 1)
        try hints.callFriend()
        try hints.useAuditoryHelp()
        session.walkAway()

        let record = session.record(finishedAt: Fixtures.start)
        #expect(record.walkAwayHints == [.phoneAFriend, .askTheAudience])
        #expect(record.hintsUsed == [.fiftyFifty, .phoneAFriend, .askTheAudience])
        let row = try #require(MillionaireResultsTable(records: [record]).rows.first)
        #expect(row.hints == [.fiftyFifty, .phoneAFriend, .askTheAudience])
    }

    @Test func walkAwayHintsRoundTripThroughJSON() throws {
        let session = Fixtures.session()
        try HintUsageFacade(session: session).callFriend()
        session.walkAway()
        let record = session.record(finishedAt: Fixtures.start)
        let line = try JSONCoding.encoder().encode(record)
        #expect(try JSONCoding.decoder().decode(GameRecord.self, from: line) == record)
    }

    @Test func aGameWithoutWalkAwayHintsWritesNoNewKey() throws {
        let session = Fixtures.session()
        Fixtures.answerRight(session, times: 2)
        session.walkAway()
        let json = String(decoding: try JSONCoding.encoder().encode(session.record(finishedAt: Fixtures.start)), as: UTF8.self)
        #expect(!json.contains("walkAwayHints"))
    }

    @Test func theResultsListShowsTheShareAnsweredRight() throws {
        let session = Fixtures.session()
        Fixtures.answerRight(session, times: 11)
        session.answer(.option(Fixtures.wrongOption(in: session)))
        let row = try #require(MillionaireResultsTable(records: [session.record(finishedAt: Fixtures.start)]).rows.first)
        #expect(row.correct == 11 && row.total == 12)
        #expect(row.percentCorrect == 92)
    }
}
