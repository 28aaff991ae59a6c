import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The menus' screens in accessible mode are the run loop's, said line by
/// line (`FrameNarrator`): Play's modes and a start screen, Results, Your
/// questions and the party's players, none of them redrawn (no
/// clear-screen, no frame drawn).
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
        // Play · the arrow to classic · Enter · back · back; Results (no games) · back; Your questions · back; quit.
        let terminal = try await run(typing: "p" + "\u{1B}[B" + "\r" + "q" + "q" + "r" + "q" + "y" + "q" + "q")
        let said = terminal.output
        for line in [
            Strings.chooseMode(.en), "> 2. " + Strings.modeTitle(.classic)(.en) + " — " + Strings.modeDescription(.classic)(.en),
            Strings.startTitle(.classic)(.en), Strings.noGamesYet(.en), Strings.yourQuestionsTitle(0)(.en),
        ] {
            #expect(said.contains(line), "\(line)\n\(said)")
        }
        #expect(terminal.frames.isEmpty, "no frame of the run loop")
        #expect(!said.contains(Screen.clearScreen) && !said.contains("\u{1B}["), "nothing redrawn, no escapes")
    }

    @Test func aPartysPlayersAreTypedEchoedAndARefusalIsSaid() async throws {
        // Party · players (one name is refused, then two) · back; quit.
        let terminal = try await run(typing: "t" + "p" + "Ann\r" + ", Bob\r" + "q" + "q")
        #expect(terminal.output.contains("Ann, Bob"), "typed characters echoed")
        #expect(terminal.output.contains(PartyRoster.Problem.count(1).message(.en)))
        #expect(terminal.output.contains(Strings.partyPlayersRow(.en) + ": Ann, Bob"))
        #expect(terminal.frames.isEmpty)
    }
}
