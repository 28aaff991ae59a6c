import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The menus' screens in accessible mode stay line by line, said in words:
/// Play's modes and a start screen, Results, Your questions and the party's
/// players, none of them redrawn (no clear-screen, no frame of the run loop).
@MainActor
@Suite struct AccessibleMenusTests {
    private func run(typing keys: String, lines: [String] = []) async throws -> ScriptedTerminal {
        let terminal = ScriptedTerminal(keys: ScriptedTerminal.keys(typing: keys), lines: lines.map(LineEvent.line))
        var environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        try environment.stores.settings.update { $0.accessible = true }
        environment.adopt(try environment.stores.settings.load())
        var menu = MainMenu(environment: environment)
        try await menu.run()
        #expect(terminal.keys.isEmpty && terminal.lines.isEmpty, "keys or lines left over")
        return terminal
    }

    @Test func theModesAStartScreenResultsAndYourQuestionsAreSaidInOrder() async throws {
        // Play · classic · back; Results (no games) · a key; Your questions · back; quit.
        let terminal = try await run(typing: "p" + "2" + "q" + "r" + " " + "y" + "q" + "q")
        let said = terminal.output
        for line in [
            Strings.chooseMode(.en),
            Strings.spokenChosen(Strings.modeTitle(.classic)(.en) + " — " + Strings.modeDescription(.classic)(.en))(.en),
            Strings.startTitle(.classic)(.en), Strings.noGamesYet(.en), Strings.yourQuestionsTitle(0)(.en),
        ] {
            #expect(said.contains(line), "\(line)\n\(said)")
        }
        #expect(terminal.frames.isEmpty, "no frame of the run loop")
        #expect(!said.contains(Screen.clearScreen) && !said.contains("\u{1B}["), "nothing redrawn, no escapes")
    }

    @Test func aPartysPlayersAreTypedAsALineAndARefusalIsSaid() async throws {
        // Party · players (one name is refused, then two) · back; quit.
        let terminal = try await run(typing: "t" + "p" + "q" + "q", lines: ["Ann", "Ann, Bob"])
        #expect(terminal.output.contains(PartyRoster.Problem.count(1).message(.en)))
        #expect(terminal.output.contains(Strings.partyPlayersRow(.en) + ": Ann, Bob"))
        #expect(terminal.frames.isEmpty)
    }
}
