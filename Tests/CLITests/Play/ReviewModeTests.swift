import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The review game: yes/no questions answer to y/n (н/т, да/нет) as well
/// as to their numbers; an empty review set is not a network failure.
@MainActor
@Suite struct ReviewModeTests {
    /// A history holding one missed question with these options, `correct` the right one.
    private func missed(_ options: [String], correct: String, in table: PlayTable) throws {
        let wrong = options.first { $0 != correct }!
        let answer = AnswerRecord(
            question: "Is it?", options: options, correctAnswer: correct, chosenAnswer: wrong, isCorrect: false, seconds: 1,
            questionID: "q1")
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try table.environment.stores.history.append(
            GameRecord(
                mode: .yesno, source: "movies", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 1,
                answers: [answer]))
    }

    /// The review game just played.
    private func review(_ table: PlayTable) throws -> GameRecord {
        try #require(try table.environment.stores.history.all().last { $0.mode == .review })
    }

    @Test(arguments: [("y", "Yes"), ("n", "No"), ("1", "Yes"), ("b", "No")])
    func aYesNoQuestionAnswersToItsKeys(key: String, chosen: String) async throws {
        let table = PlayTable(keys: PlayTable.keys(key + "q"))
        try missed(["Yes", "No"], correct: "No", in: table)
        try await table.play(.review, PlayOptions(delay: 0, mistakes: true))

        #expect(try review(table).answers.map(\.chosenAnswer) == [chosen])
        #expect(!table.terminal.output.contains("is not an answer"))
    }

    @Test func yAndNFollowTheWordsNotThePlaces() async throws {
        let table = PlayTable(keys: PlayTable.keys("yq"))
        try missed(["No", "Yes"], correct: "No", in: table)
        try await table.play(.review, PlayOptions(delay: 0, mistakes: true))
        #expect(try review(table).answers.map(\.chosenAnswer) == ["Yes"])
    }

    /// In Russian, д and н by meaning (issue 28), y and n as well; other keys by place.
    @Test(arguments: [("д", "Да"), ("н", "Нет"), ("y", "Да"), ("n", "Нет"), ("1", "Да")])
    func inRussianДAndНAnswerByMeaning(key: String, chosen: String) async throws {
        let table = PlayTable(keys: PlayTable.keys(key + "й"), language: .ru)
        try missed(["Да", "Нет"], correct: "Да", in: table)
        try await table.play(.review, PlayOptions(delay: 0, mistakes: true))
        #expect(try review(table).answers.map(\.chosenAnswer) == [chosen])
    }

    @Test func scriptedLinesSayYesAndNoInBothLanguages() async throws {
        let table = PlayTable(lines: [.line("нет")])
        try missed(["Yes", "No"], correct: "Yes", in: table)
        try await table.play(.review, PlayOptions(mistakes: true))
        #expect(try review(table).answers.map(\.chosenAnswer) == ["No"])
    }

    @Test func nothingToReviewOffersARoundOrBackNotRetry() async throws {
        let table = PlayTable(keys: PlayTable.keys("b"))
        try await table.play(.review, PlayOptions(delay: 0, mistakes: true))

        let output = table.terminal.output
        #expect(output.contains("Nothing to review yet"))
        #expect(output.contains("Classic quiz") && output.contains("Back"))
        #expect(!output.contains("Retry") && !output.contains("Play offline"))
        #expect(!table.terminal.errors.contains("Couldn't load"))
        #expect(try table.environment.stores.history.all().isEmpty)
    }

    @Test func nothingToReviewCanStartAYesNoRoundInstead() async throws {
        let table = PlayTable(keys: PlayTable.keys("y" + String(repeating: "y", count: 10) + "q"))
        try await table.play(.review, PlayOptions(delay: 0, offline: true, mistakes: true))

        let games = try table.environment.stores.history.all()
        #expect(games.map(\.mode) == [.yesno] && games.first?.total == 10)
    }

    @Test func aScriptStillFailsClearlyWithNothingToReview() async throws {
        let table = PlayTable(lines: [])
        let failure = await #expect(throws: CommandFailure.self) { try await table.play(.review, PlayOptions(mistakes: true)) }
        #expect(failure?.message.en.contains("nothing to review") == true)
    }
}
