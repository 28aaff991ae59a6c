import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The main menu on the run loop: its real `update` and `view` in-process.
@MainActor
@Suite struct MainMenuLoopTests {
    private let program = MainMenuProgram()

    private func state(_ language: Language) -> MainMenuState {
        MainMenuState(facts: MainMenuFacts(language: language, style: .plain, due: 3))
    }

    private func send(_ keys: [Key], to state: MainMenuState) -> (MainMenuState, [Effect]) {
        var state = state
        var effects: [Effect] = []
        for key in keys { (state, effects) = program.update(state, .key(key)) }
        return (state, effects)
    }

    /// Issue 28: Escape on the main menu quit without asking.
    @Test(arguments: [Language.en, .ru])
    func escapeAsksBeforeLeaving(language: Language) {
        let (asking, _) = send([.escape], to: state(language))
        #expect(asking.askingToLeave && !asking.done)
        let text = program.view(asking, size: TerminalSize(columns: 40, rows: 15)).text
        #expect(text.contains(Strings.leaveQuizctl(language)) && text.contains(Strings.confirmKeys(language)))
        let (stayed, _) = send([.character(language == .ru ? "н" : "n")], to: asking)
        #expect(!stayed.askingToLeave && !stayed.done)
        let (left, _) = send([.character(language == .ru ? "д" : "y")], to: asking)
        #expect(left.done)
    }

    @Test func quitLeavesAtOnceAndAnEntryHandsTheTerminalOver() {
        #expect(send([.character("q")], to: state(.en)).0.done)
        let (opened, effects) = send([.character("r")], to: state(.en))
        #expect(effects == [.handOver(.results)] && opened.opened == .results)
        #expect(!program.wantsKeys(opened), "the results screen reads its own keys")
        let facts = MainMenuFacts(language: .ru, style: .plain, due: 0)
        let (back, _) = program.update(opened, .effectFinished(.handedBack(.results, facts)))
        #expect(back.opened == nil && program.view(back, size: TerminalSize(columns: 80, rows: 24)).text.contains("Главное меню"))
    }

    @Test(arguments: [(40, 15), (80, 24), (120, 40)], [Language.en, .ru])
    func everyEntryAndTheKeysFit(size: (Int, Int), language: Language) {
        let frame = program.view(state(language), size: TerminalSize(columns: size.0, rows: size.1))
        #expect(!frame.overflows)
        let picker = MainMenuProgram.picker(state(language).facts)
        for item in picker.items {
            #expect(frame.text.contains(Style.plainText(item.label).prefix(min(12, size.0 - 10))), "\(item.label)")
        }
        #expect(frame.lines.last?.text == picker.footerText || frame.text.contains(picker.footerText))
    }

    @Test func theMenuOnAScriptedTerminalAsksAfterEscape() async throws {
        let terminal = ScriptedTerminal(keys: [.key(.escape), .key(.character("n")), .key(.escape), .key(.character("y"))])
        var menu = MainMenu(environment: AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal))
        try await menu.run()
        #expect(terminal.keys.isEmpty)
        #expect(terminal.frames.filter { $0.text.contains(Strings.leaveQuizctl(.en)) }.count == 2)
    }
}
