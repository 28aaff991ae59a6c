import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Keys pressed before a question is shown (in the feedback pause) do not
/// answer it; keys of a script do.
@MainActor
@Suite struct TypeAheadTests {
    private func environment(_ terminal: ScriptedTerminal) -> AppEnvironment {
        AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal, clock: .live)
    }

    @Test func aKeyPressedInTheFeedbackPauseDoesNotAnswerTheNextQuestion() async throws {
        // n answers question 1; y comes 0.3 s later, in the 0.8 s pause;
        // question 2 waits for the n pressed after it is shown.
        let terminal = ScriptedTerminal(timedKeys: [(0.1, "n"), (0.4, "y"), (2.5, "n"), (2.6, "q")])
        let environment = environment(terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(count: 2, delay: 0.8, seed: 1)).play(.yesno)

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.answers.map(\.chosenAnswer) == ["No", "No"])
        #expect(terminal.discardedKeys == [.key(.character("y"))])
    }

    @Test func keysTypedBeforeTheFirstQuestionAreDropped() async throws {
        let terminal = ScriptedTerminal(timedKeys: [(0, "y"), (1.5, "n"), (1.6, "q")])
        let environment = environment(terminal)
        // y is pressed as the first question shows (at 0), before it is seen; only the n after it answers.
        try await GamePlayer(environment: environment, options: PlayOptions(count: 1, delay: 0, seed: 1)).play(.yesno)

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.answers.map(\.chosenAnswer) == ["No"])
        #expect(terminal.discardedKeys == [.key(.character("y"))])
    }

    @Test func scriptedLinesAreAnswersNotTypeAhead() async throws {
        let table = PlayTable(lines: [.line("n"), .line("y")])
        try await table.play(.yesno, PlayOptions(count: 2, delay: 0.2, seed: 1))
        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == ["No", "Yes"])
    }
}
