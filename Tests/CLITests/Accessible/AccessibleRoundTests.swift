import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Whole games in accessible mode, in-process on a scripted terminal: the
/// output is appended line by line, holds no escape sequence and no box
/// drawing, and says each state in a sentence.
@MainActor
@Suite struct AccessibleRoundTests {
    /// Plays `arguments` (a `play` command line) through the application, as the binary would.
    private func play(_ arguments: [String], on table: PlayTable) async throws -> (output: String, record: GameRecord) {
        let status = await Application.run(arguments, in: table.environment)
        #expect(status == .success, "\(table.terminal.errors)")
        let record = try #require(try table.onlyGame(), "\(table.terminal.output)")
        return (table.terminal.output + table.terminal.errors, record)
    }

    /// Each answer's sentence, in the order the answers were given.
    private func expectFeedback(
        _ output: String, _ record: GameRecord, language: Language = .en, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var rest = output[...]
        for answer in record.answers {
            let sentence = AccessibleOutput.feedback(answer, mode: record.mode, language: language)
            guard let found = rest.range(of: sentence) else {
                Issue.record("no “\(sentence)” in order in: \(output)", sourceLocation: sourceLocation)
                return
            }
            rest = rest[found.upperBound...]
        }
    }

    @Test func aWholeClassicRoundWithPlainSaysEveryStateInWords() async throws {
        let table = PlayTable(keys: PlayTable.keys("123q"))
        let (output, record) = try await play(
            ["play", "classic", "--offline", "--count", "3", "--seed", "1", "--delay", "0", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        #expect(record.total == 3 && record.correct < 3, "a wrong answer is said too")
        for number in 1...3 { #expect(output.contains("Question \(number) of 3."), "progress as a sentence") }
        #expect(output.contains("Question 2 of 3. \(record.answers[0].isCorrect ? 1 : 0) of 1 right so far."))
        #expect(output.contains("Press 1 to 4, or a to d, to answer; q leaves the game."))
        expectFeedback(output, record)
        #expect(output.contains("This round is over!") && output.contains("Your result: \(record.correct)/3"))
        #expect(output.contains("Wrong: "), "the review says which answers were wrong in words")
        #expect(!table.terminal.output.contains(Screen.enterAlternateScreen))
        #expect(table.terminal.keys.isEmpty)
    }

    @Test func theAccessibleSettingPlaysAYesNoRoundInWords() async throws {
        let table = PlayTable(keys: PlayTable.keys("ynynq"))
        try table.environment.stores.settings.update { $0.accessible = true }
        let (output, record) = try await play(["play", "yesno", "--offline", "--count", "4", "--seed", "2", "--delay", "0"], on: table)

        AccessibleOutput.expectPlain(output)
        #expect(output.contains("Question 1 of 4."))
        #expect(output.contains("Press y for yes or n for no; q leaves the game."))
        expectFeedback(output, record)
        // The rating is said after the verdict, as a sentence: "Correct. Rated 8.6."
        #expect(output.contains(". Rated "), "\(output)")
    }

    @Test func aMillionaireGameSaysTheStepLifelinesAndVoteInWords() async throws {
        let table = PlayTable(keys: PlayTable.keys("5hdwy"))
        let (output, record) = try await play(["play", "millionaire", "--offline", "--seed", "3", "--delay", "0", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        #expect(record.outcome == .walkedAway && record.correct == 1, "\(output)")
        #expect(output.contains("Question 1 of 15, for 100."))
        #expect(output.contains("5 for 50:50, f to phone a friend, h to ask the audience, w to walk away with 0"))
        #expect(output.contains("50:50 took away A and C."))
        #expect(output.contains("A: removed by 50:50."))
        #expect(output.contains("The audience voted: B "), "the vote as a sentence, not bars")
        #expect(output.contains("Correct."))
        #expect(output.contains("Question 2 of 15, for 200."))
        #expect(output.contains("Take 100 and stop? [y/n]"))
    }

    @Test func aClassicRoundInRussianSaysEveryStateInRussian() async throws {
        let table = PlayTable(keys: PlayTable.keys("123q"), language: .ru)
        let (output, record) = try await play(
            ["play", "classic", "--offline", "--count", "3", "--seed", "1", "--delay", "0", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        for number in 1...3 { #expect(output.contains("Вопрос \(number) из 3.")) }
        #expect(output.contains("Для ответа нажмите цифру от 1 до 4 или букву от a до d; q — выйти из игры."))
        expectFeedback(output, record, language: .ru)
        #expect(output.contains("Неверно:"), "the review says which answers were wrong in words")
    }

    @Test func aMillionaireGameInRussian() async throws {
        let table = PlayTable(keys: PlayTable.keys("5dwy"), language: .ru)
        let (output, record) = try await play(["play", "millionaire", "--offline", "--seed", "3", "--delay", "0", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        #expect(record.outcome == .walkedAway)
        #expect(output.contains("Вопрос 1 из 15, на кону 100."))
        #expect(output.contains("A: убран подсказкой 50 на 50."))
        #expect(output.contains("Верно."))
    }

    @Test func theTimeLimitIsDoubledAndEachStateOfItSaid() async throws {
        // Five seconds asked, ten given (accessible-timer double); the second question's time runs out.
        let table = PlayTable(keys: PlayTable.keys("1") + PlayTable.waits(1) + PlayTable.keys("1q"))
        let (output, record) = try await play(
            ["play", "classic", "--offline", "--count", "3", "--seed", "1", "--delay", "0", "--timer", "5", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        #expect(output.components(separatedBy: "You have 10 seconds.").count == 4, "said for each question")
        #expect(record.answers[1].chosenAnswer == nil && record.answers[1].seconds == 10)
        #expect(output.contains(AccessibleOutput.feedback(record.answers[1], mode: .classic)))
        #expect(output.contains("Time is up. The answer was "))
        #expect(!output.contains("⏱"), "no countdown redrawn")
    }

    @Test func theTimerSettingCanTurnTheLimitOffOrKeepIt() async throws {
        for (setting, said) in [(AccessibleTimer.off, nil), (.same, "You have 5 seconds.")] {
            let table = PlayTable(keys: PlayTable.keys("111q"))
            try table.environment.stores.settings.update { $0.accessibleTimer = setting }
            let (output, _) = try await play(
                ["play", "classic", "--offline", "--count", "3", "--seed", "1", "--delay", "0", "--timer", "5", "--plain"], on: table)
            if let said {
                #expect(output.contains(said), "\(setting)")
            } else {
                #expect(!output.contains("You have"), "no limit at all with accessible-timer off")
            }
        }
    }

    @Test func aScriptedRoundWithPlainIsWordsToo() async throws {
        let table = PlayTable(lines: ["1", "maybe", "2", "3"].map(LineEvent.line))
        let (output, record) = try await play(["play", "classic", "--offline", "--count", "3", "--seed", "1", "--plain"], on: table)

        AccessibleOutput.expectPlain(output)
        expectFeedback(output, record)
        #expect(table.terminal.errors.contains("'maybe' is not an answer"))
    }
}
