import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A party in accessible mode at a terminal: said line by line, never
/// redrawn, answered by typed lines (the answer alone for the player whose
/// turn it is).
@MainActor
@Suite struct AccessiblePartyTests {
    @Test func aTurnPartyIsSaidLineByLineAndAnsweredByTypedLines() async throws {
        let terminal = ScriptedTerminal(lines: [.line("1"), .line("Bob: 1"), .line("2"), .line("2")], isInteractive: true)
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        try environment.stores.settings.update { $0.accessible = true }
        let status = await Application.run(
            ["play", "party", "--players", "Ann,Bob", "--offline", "--count", "4", "--seed", "3", "--delay", "0"], in: environment)

        #expect(status == .success, "\(terminal.errors)")
        let games = try environment.stores.history.all()
        let game = try #require(games.first)
        #expect(games.count == 1 && game.total == 4)
        let players = try #require(game.players)
        #expect(players.map(\.name) == ["Ann", "Bob"] && players.map { $0.answers.count } == [2, 2])
        AccessibleOutput.expectPlain(terminal.output + terminal.errors)
        #expect(!terminal.output.contains(Screen.enterAlternateScreen))
        #expect(terminal.output.contains("Scoreboard"))
    }
}
