import Foundation
import Testing

@testable import QuizPlatform

/// The rules of a party on one terminal: turns, buzzers, lock-outs, the
/// clock, and the record history keeps.
@MainActor
@Suite struct PartySessionTests {
    let clock = ManualClock()

    private func session(_ style: PartyStyle, players: [String] = ["Ann", "Bob", "Cat"], questions: Int = 3, timer: Double? = 20)
        -> PartySession
    {
        PartySession(
            style: style, players: players, request: GameRequest(mode: .party, source: "fixed", timer: timer),
            questions: TestData.questions(questions), clock: clock.wallClock)
    }

    @Test func playersTakeTurnsAndOnlyTheTurnPlayerMayAnswer() throws {
        let party = session(.turn)
        party.showQuestion()
        #expect(party.turnPlayer == 0)
        #expect(throws: PartyAnswerRefusal.notYourTurn(turnOf: 0)) { try party.answer(.option(0), by: 1) }
        clock.advance(4)
        let feedback = try party.answer(.option(0), by: 0)
        #expect(feedback.isCorrect && feedback.points == 900 && feedback.closesQuestion)
        #expect(party.turnPlayer == 1)
        party.showQuestion()
        #expect(try party.answer(.option(1), by: 1).closesQuestion, "a wrong answer ends the turn too")
        #expect(party.players.map(\.points) == [900, 0, 0])
        #expect(party.answers.map(\.isCorrect) == [true, false])
    }

    @Test func aStreakCountsOnlyThePlayersOwnAnswers() throws {
        let party = session(.turn, players: ["Ann", "Bob"], questions: 4)
        for player in [0, 1, 0, 1] {
            party.showQuestion()
            try party.answer(.option(player == 0 ? 0 : 2), by: player)
        }
        #expect(party.players.map(\.points) == [2100, 0])
        #expect(party.players[0].answers.map(\.question) == [1, 3])
    }

    @Test func aWrongBuzzLocksThatPlayerOutAndTheOthersMayBuzz() throws {
        let party = session(.buzzer)
        party.showQuestion()
        clock.advance(2)
        try party.buzz(1)
        #expect(throws: PartyAnswerRefusal.anotherPlayerBuzzed(1)) { try party.buzz(0) }
        clock.advance(5)
        let wrong = try party.answer(.option(3), by: 1)
        #expect(!wrong.isCorrect && !wrong.closesQuestion)
        #expect(party.players[1].answers.first?.seconds == 2, "the time is taken at the buzz")
        #expect(throws: PartyAnswerRefusal.lockedOut) { try party.answer(.option(0), by: 1) }
        let right = try party.answer(.option(0), by: 2)
        #expect(right.isCorrect && right.closesQuestion && right.points == 825)
        #expect(party.currentIndex == 1 && party.lockedOut.isEmpty)
        #expect(party.answers[0].chosenAnswer == "Option 1-0")
    }

    @Test func whenEveryoneIsLockedOutTheQuestionIsOver() throws {
        let party = session(.buzzer, players: ["Ann", "Bob"])
        party.showQuestion()
        #expect(try !party.answer(.option(1), by: 0).closesQuestion)
        #expect(try party.answer(.option(2), by: 1).closesQuestion)
        #expect(party.answers.first?.isCorrect == false)
        #expect(party.players.map(\.points) == [0, 0])
    }

    @Test func timeRunningOutEndsTheQuestionForEveryone() {
        let party = session(.buzzer, players: ["Ann", "Bob"])
        party.showQuestion()
        clock.advance(21)
        #expect(party.isOutOfTime)
        let feedback = party.timeOut()
        #expect(feedback.player == nil && feedback.closesQuestion)
        #expect(party.players.allSatisfy { $0.answers.isEmpty })
        #expect(party.answers.first?.chosenAnswer == nil)
    }

    @Test func theRecordHasEveryPlayerAndReadsBackFromJSON() throws {
        let party = session(.turn, players: ["Ann", "Bob"], questions: 2)
        party.showQuestion()
        try party.answer(.option(0), by: 0)
        party.showQuestion()
        party.timeOut()
        let record = party.record(finishedAt: clock.now)
        #expect(record.mode == .party && record.total == 2 && record.correct == 1)
        #expect(record.players?.map(\.name) == ["Ann", "Bob"])
        #expect(record.players?[1].answers.first?.chosenAnswer == nil)
        let line = try JSONCoding.encoder().encode(record)
        #expect(try JSONCoding.decoder().decode(GameRecord.self, from: line) == record)
        let summary = try #require(GameSummaryJSON.element(of: record))
        let element = try #require(try JSONSerialization.jsonObject(with: Data(summary)) as? [String: Any])
        let players = try #require(element["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Ann", "Bob"])
        #expect(players.map { $0["points"] as? Int } == [1000, 0])
        #expect(element["answers"] == nil)
    }

    @Test func aPartysMistakesAreNoOnesToReview() throws {
        let party = session(.turn, players: ["Ann", "Bob"], questions: 2)
        for player in [0, 1] {
            party.showQuestion()
            try party.answer(.option(1), by: player)
        }
        let record = party.record(finishedAt: clock.now)
        #expect(record.answers.allSatisfy { !$0.isCorrect })
        #expect(ReviewSet(games: [record]).questions.isEmpty)
        var alone = record
        alone.players = nil
        #expect(ReviewSet(games: [alone]).questions.count == 2, "the same answers in a game of one are reviewed")
    }

    @Test func statisticsKeepEachPlayersBestByNameInAnyCase() throws {
        func party(_ points: [Int], names: [String], day: Double) -> GameRecord {
            GameRecord(
                mode: .party, source: "fixed", startedAt: Date(timeIntervalSince1970: day), finishedAt: Date(timeIntervalSince1970: day),
                outcome: .completed, correct: 1, total: 1, answers: [],
                players: zip(names, points).map { PartyPlayerRecord(name: $0, points: $1, correct: $1 > 0 ? 1 : 0, answers: []) })
        }
        var statistics = Statistics()
        statistics.record(party([1900, 900], names: ["Ann", "Bob"], day: 1))
        statistics.record(party([500, 2000], names: ["ann", "Bob"], day: 2))
        let bests = statistics.playerBests
        #expect(bests.map(\.name) == ["Bob", "ann"])
        #expect(bests.map(\.bestPoints) == [2000, 1900])
        #expect(bests.map(\.gamesPlayed) == [2, 2])
        #expect(bests.map(\.wins) == [1, 1])
        #expect(statistics.overall.best == nil, "a party sets no one's record across modes")
        #expect(statistics.modes[.party]?.gamesPlayed == 2)
    }

    @Test func statisticsWrittenBeforePartiesStillRead() throws {
        var old = Statistics()
        old.record(
            GameRecord(
                mode: .classic, source: "x", startedAt: clock.now, finishedAt: clock.now, outcome: .completed, correct: 1, total: 2,
                answers: []))
        let data = try JSONCoding.encoder().encode(old)
        #expect(!String(decoding: data, as: UTF8.self).contains("players"))
        #expect(try JSONCoding.decoder().decode(Statistics.self, from: data) == old)
    }
}
