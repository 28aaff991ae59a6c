import Foundation
import Testing

@testable import QuizPlatform

/// The rules of a game hosted for phones, without the network: who may
/// join and answer, when, and how each answer is scored and kept.
@Suite struct HostedRoomTests {
    let start = Date(timeIntervalSince1970: 1_795_356_300)

    func room(timer: Double? = 20, questions count: Int = 3) -> HostedRoom {
        let questions = (1...count).map { Question(id: "q\($0)", text: "Q\($0)?", options: ["A", "B", "C", "D"], correctIndex: $0 % 4) }
        return HostedRoom(
            code: "QKXZ", request: GameRequest(mode: .party, source: "trivia", timer: timer), questions: questions, startedAt: start)
    }

    @Test func namesAreCleanedCappedAndUniqueInAnyCase() throws {
        var room = room()
        #expect(try room.join(name: "  Ann\u{1B}[31m\n ", token: "t1") == 0)
        #expect(room.players[0].name == "Ann")
        #expect(throws: HostedRefusal.nameTaken) { try room.join(name: "ANN", token: "t2") }
        #expect(throws: HostedRefusal.emptyName) { try room.join(name: "\u{7}\u{1B}[2J", token: "t3") }
        _ = try room.join(name: String(repeating: "Ж", count: 40), token: "t4")
        #expect(room.players[1].name.count == HostedRoom.nameLimit)
        _ = try room.join(name: "<script>alert(1)</script>", token: "t5")
        #expect(room.players[2].name == "<script>alert(1)</script", "kept as typed: escaping is the page's and the terminal's job")
    }

    @Test func aLatePlayerJoinsBetweenQuestionsWithNoPoints() throws {
        var room = room()
        _ = try room.join(name: "Ann", token: "a")
        room.next(at: start)
        #expect(throws: HostedRefusal.questionOpen) { try room.join(name: "Bob", token: "b") }
        try room.answer(token: "a", question: 0, option: 1, at: start.addingTimeInterval(2))
        room.reveal(at: start.addingTimeInterval(3))
        #expect(try room.join(name: "Bob", token: "b") == 1)
        #expect(room.players[1].points == 0 && room.players[0].points > 0)
    }

    @Test func answersAreRefusedForEveryReasonAndCountedOnce() throws {
        var room = room(timer: 10)
        _ = try room.join(name: "Ann", token: "a")
        #expect(throws: HostedRefusal.notAsking) { try room.answer(token: "a", question: 0, option: 0, at: start) }
        room.next(at: start)
        #expect(throws: HostedRefusal.unknownPlayer) { try room.answer(token: "forged", question: 0, option: 1, at: start) }
        #expect(throws: HostedRefusal.wrongQuestion) { try room.answer(token: "a", question: 1, option: 1, at: start) }
        #expect(throws: HostedRefusal.noSuchOption) { try room.answer(token: "a", question: 0, option: 4, at: start) }
        #expect(throws: HostedRefusal.tooLate) { try room.answer(token: "a", question: 0, option: 1, at: start.addingTimeInterval(10)) }
        try room.answer(token: "a", question: 0, option: 1, at: start.addingTimeInterval(1))
        #expect(throws: HostedRefusal.alreadyAnswered) {
            try room.answer(token: "a", question: 0, option: 2, at: start.addingTimeInterval(2))
        }
        #expect(room.players[0].answers.count == 1 && room.everyoneAnswered)
    }

    @Test func theKahootScoringRewardsSpeedAndStreaks() throws {
        var room = room(timer: 20)
        for (name, token) in [("Fast", "f"), ("Slow", "s"), ("Wrong", "w"), ("Silent", "x")] { _ = try room.join(name: name, token: token) }
        room.next(at: start)
        try room.answer(token: "f", question: 0, option: 1, at: start.addingTimeInterval(2))
        try room.answer(token: "s", question: 0, option: 1, at: start.addingTimeInterval(18))
        try room.answer(token: "w", question: 0, option: 0, at: start.addingTimeInterval(1))
        #expect(room.distribution == [1, 2, 0, 0])
        room.reveal(at: start.addingTimeInterval(20))
        #expect(room.players.map(\.points) == [950, 550, 0, 0])
        #expect(room.players[3].answers == [PartyAnswer(question: 1, chosenAnswer: nil, isCorrect: false, seconds: 20, points: 0)])
        #expect(room.answers.count == 1 && !room.answers[0].isCorrect, "2 of 4 right is not most")
        room.next(at: start.addingTimeInterval(30))
        try room.answer(token: "f", question: 1, option: 2, at: start.addingTimeInterval(30))
        room.reveal(at: start.addingTimeInterval(31))
        #expect(room.players[0].points == 950 + 1000 + 100, "a streak of one adds 100")
        #expect(room.ranking.prefix(2).map(\.name) == ["Fast", "Slow"])
    }

    @Test func theGameIsKeptAsAPartyWithEveryPlayersAnswers() throws {
        var room = room(questions: 2)
        _ = try room.join(name: "Ann", token: "a")
        _ = try room.join(name: "Bob", token: "b")
        room.next(at: start)
        try room.answer(token: "a", question: 0, option: 1, at: start.addingTimeInterval(1))
        room.reveal(at: start.addingTimeInterval(2))
        room.next(at: start.addingTimeInterval(3))
        room.next(at: start.addingTimeInterval(3))
        #expect(room.phase == .asking(index: 1, shownAt: start.addingTimeInterval(3)), "next does nothing while a question is open")
        room.reveal(at: start.addingTimeInterval(4))
        room.next(at: start.addingTimeInterval(5))
        #expect(room.phase == .over)
        let record = room.record(finishedAt: start.addingTimeInterval(6))
        #expect(record.mode == .party && record.total == 2 && record.players?.map(\.name) == ["Ann", "Bob"])
        #expect(record.players?.map { $0.answers.count } == [2, 2])
        #expect(throws: HostedRefusal.gameOver) { try room.join(name: "Cat", token: "c") }
    }

    /// The host leaves mid-question: the question is closed and kept, the game over.
    @Test func endingEarlyKeepsTheQuestionsPlayed() throws {
        var room = room()
        _ = try room.join(name: "Ann", token: "a")
        room.next(at: start)
        room.end(at: start.addingTimeInterval(5))
        #expect(room.phase == .over && room.answers.count == 1 && room.players[0].answers.count == 1)
    }
}
