import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Whole games through `GamePlayer`, in-process: keys in, screens and the
/// saved record out, time moved by hand.
@MainActor
@Suite struct GamePlayerTests {
    @Test func aYesNoRoundOnTheBuiltInMoviesEndsAtTheSummary() async throws {
        let table = PlayTable(keys: PlayTable.keys(String(repeating: "y", count: 10) + "q"))
        try await table.play(.yesno, PlayOptions(delay: 0))

        let record = try #require(try table.onlyGame())
        #expect(record.mode == .yesno && record.source == "movies" && record.outcome == .completed)
        #expect(record.total == 10)
        #expect(record.answers.allSatisfy { $0.chosenAnswer == "Yes" && $0.seconds == 1 })
        #expect(record.correct == record.answers.count { $0.correctAnswer == "Yes" })
        let statistics = try table.environment.stores.currentStatistics()
        #expect(statistics.overall.gamesPlayed == 1 && statistics.tally(for: .yesno).gamesPlayed == 1)

        let screen = table.terminal.screen
        #expect(screen.contains("This round is over!"))
        #expect(screen.contains("Your result: \(record.correct)/10"))
        #expect(screen.contains("Quizzes played: 1"))
        #expect(table.terminal.keys.isEmpty)
    }

    @Test func aClassicQuestionWhoseTimeRunsOutIsRecordedAsTimedOut() async throws {
        let keys = PlayTable.keys("1") + PlayTable.waits(5) + PlayTable.keys("2q")
        let table = PlayTable(keys: keys)
        try await table.play(.classic, PlayOptions(count: 3, timer: 5, delay: 0, offline: true))

        let record = try #require(try table.onlyGame())
        #expect(record.mode == .classic && record.total == 3)
        let timedOut = record.answers[1]
        #expect(timedOut.chosenAnswer == nil && !timedOut.isCorrect && timedOut.seconds == 5)
        #expect(record.answers[0].chosenAnswer == record.answers[0].options[0] && record.answers[0].seconds == 1)
        #expect(record.answers[2].chosenAnswer == record.answers[2].options[1] && record.answers[2].seconds == 1)
        #expect(table.terminal.keys.isEmpty)
    }

    @Test func lifelinesDoNotResetAMillionaireQuestionsTimer() async throws {
        let keys = PlayTable.keys("5fh") + PlayTable.waits(7) + PlayTable.keys("q")
        let table = PlayTable(keys: keys)
        try await table.play(.millionaire, PlayOptions(timer: 10, delay: 0, seed: 3, offline: true))

        let record = try #require(try table.onlyGame())
        #expect(record.mode == .millionaire && record.outcome == .eliminated && record.total == 1)
        let answer = record.answers[0]
        #expect(answer.hints == [.fiftyFifty, .phoneAFriend, .askTheAudience])
        #expect(answer.chosenAnswer == nil && !answer.isCorrect)
        #expect(answer.seconds == 10, "the question lasts its ten seconds from when it was first shown")
        // The countdown goes on from where it was: ten seconds are shown once, then nine, eight, seven…
        let output = table.terminal.output
        // The countdown's spaces are no-break spaces: it never parts at a wrap.
        for second in 1...10 { #expect(output.components(separatedBy: "⏱\u{00A0}\(second)\u{00A0}s").count == 2, "⏱ \(second) s") }
        #expect(table.terminal.keys.isEmpty, "the time ran out after exactly seven more seconds")
    }

    @Test func aScriptedRoundAnswersLineByLineAndPrintsTheRecord() async throws {
        let table = PlayTable(lines: [.line("1"), .line("maybe"), .line("b"), .timedOut])
        try await table.play(.classic, PlayOptions(count: 3, timer: 5, offline: true), json: true)

        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == [record.answers[0].options[0], record.answers[1].options[1], nil])
        #expect(record.answers[2].isCorrect == false)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(table.terminal.output.utf8)) as? [String: Any])
        #expect(json["id"] as? String == record.id.uuidString)
        #expect(json["mode"] as? String == "classic" && json["total"] as? Int == 3)
        let errors = table.terminal.errors
        #expect(errors.contains("'maybe' is not an answer:"))
        #expect(errors.contains("Question 3/3"), "the game is drawn on standard error beside --json")
    }

    @Test func inputEndingMidGameRecordsNothing() async throws {
        let table = PlayTable(lines: [.line("1")])
        await #expect(throws: CommandFailure.self) {
            try await table.play(.classic, PlayOptions(count: 3, offline: true))
        }
        #expect(try table.environment.stores.history.all().isEmpty)
    }
}
