import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Keys pressed before a question is shown (in the feedback pause) do not
/// answer it; keys of a script do.
@MainActor
@Suite struct TypeAheadTests {
    private func environment(_ terminal: ScriptedTerminal) -> AppEnvironment {
        AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
    }

    @Test func aKeyPressedInTheFeedbackPauseDoesNotAnswerTheNextQuestion() async throws {
        // n answers question 1; y is typed in the pause that follows; question 2
        // waits for the n pressed once it is shown.
        let terminal = ScriptedTerminal(script: [.pressed("n"), .typedAhead("y"), .pressed("n"), .pressed("q")])
        let environment = environment(terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(count: 2, delay: 0.05, seed: 1)).play(.yesno)

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.answers.map(\.chosenAnswer) == ["No", "No"])
        #expect(terminal.discardedKeys == [.key(.character("y"))])
    }

    @Test func keysTypedBeforeTheFirstQuestionAreDropped() async throws {
        let terminal = ScriptedTerminal(script: [.typedAhead("y"), .typedAhead("y"), .pressed("n"), .pressed("q")])
        let environment = environment(terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(count: 1, delay: 0, seed: 1)).play(.yesno)

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.answers.map(\.chosenAnswer) == ["No"])
        #expect(terminal.discardedKeys.count == 2)
    }

    @Test func keysTypedInTheLastPauseDoNotAnswerPlayAgain() async throws {
        // The last answer, then p ("play again") typed in the pause: dropped;
        // the q pressed at the prompt goes back.
        let terminal = ScriptedTerminal(script: [.pressed("n"), .typedAhead("p"), .pressed("q")])
        let environment = environment(terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(count: 1, delay: 0.05, seed: 1)).play(.yesno)

        #expect(try environment.stores.history.all().count == 1)
        #expect(terminal.discardedKeys == [.key(.character("p"))])
    }

    @Test func aLifelineRedrawIsNotANewQuestion() async throws {
        // A key typed while the lifeline's answer was drawn is kept: the
        // question was already in view. Only a new question drops keys.
        let terminal = ScriptedTerminal(script: [.pressed("f"), .typedAhead("w"), .pressed("y")])
        let environment = environment(terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(delay: 0, seed: 3, offline: true)).play(.millionaire)

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.outcome == .walkedAway && record.walkAwayHints == [.phoneAFriend])
        #expect(terminal.discardedKeys.isEmpty)
    }

    @Test func scriptedLinesAreAnswersNotTypeAhead() async throws {
        let table = PlayTable(lines: [.line("n"), .line("y")])
        try await table.play(.yesno, PlayOptions(count: 2, delay: 0.2, seed: 1))
        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == ["No", "Yes"])
    }
}
