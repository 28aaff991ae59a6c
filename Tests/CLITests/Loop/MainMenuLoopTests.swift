import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The main menu and Settings on the run loop: the app's real `update` and
/// `view` in-process, and the navigation stack between them.
@MainActor
@Suite struct MainMenuLoopTests {
    private let program = AppProgram()

    private func state(_ language: Language) -> AppState {
        AppState(facts: MainMenuFacts(language: language, style: .plain, due: 3))
    }

    private func send(_ keys: [Key], to state: AppState) -> (AppState, [Effect]) { program.send(keys, to: state) }

    private func menu(_ state: AppState) -> MainMenuState? {
        if case .mainMenu(let menu) = state.screen { return menu }
        return nil
    }

    /// Issue 28: Escape on the main menu quit without asking.
    @Test(arguments: [Language.en, .ru])
    func escapeAsksBeforeLeaving(language: Language) {
        let (asking, _) = send([.escape], to: state(language))
        #expect(menu(asking)?.askingToLeave == true && !asking.done)
        let text = program.view(asking, size: TerminalSize(columns: 40, rows: 15)).text
        #expect(text.contains(Strings.leaveQuizctl(language)) && text.contains(Strings.confirmKeys(language)))
        let (stayed, _) = send([.character(language == .ru ? "н" : "n")], to: asking)
        #expect(menu(stayed)?.askingToLeave == false && !stayed.done)
        let (left, _) = send([.character(language == .ru ? "д" : "y")], to: asking)
        #expect(left.done)
    }

    @Test func quitLeavesAtOnceAndAnEntryHandsTheTerminalOver() {
        #expect(send([.character("q")], to: state(.en)).0.done)
        let (opened, effects) = send([.character("v")], to: state(.en))
        #expect(effects == [.handOver(.review)] && menu(opened)?.opened == .review)
        #expect(!program.wantsKeys(opened), "the review game reads its own keys")
        let facts = MainMenuFacts(language: .ru, style: .plain, due: 0)
        let (back, _) = program.update(opened, .effectFinished(.handedBack(.review, facts)))
        #expect(menu(back)?.opened == nil && program.view(back, size: TerminalSize(columns: 80, rows: 24)).text.contains("Главное меню"))
    }

    @Test func settingsArePushedSavedByAnEffectAndPoppedBack() {
        let (settings, _) = send([.character("s")], to: state(.en))
        #expect(settings.stack.count == 1)
        #expect(program.view(settings, size: TerminalSize(columns: 80, rows: 24)).text.contains(Strings.settingsTitle(.en)))
        let language = SettingKey.allCases.firstIndex(of: .language)!
        let (saving, effects) = send([.character(Character("\(language + 1)"))], to: settings)
        #expect(effects == [.saveSetting(.language, "en")])
        #expect(!program.wantsKeys(saving), "keys wait while the change is saved")
        var saved = Settings()
        saved.language = .ru
        let (changed, _) = program.update(
            saving, .effectFinished(.settingSaved(MainMenuFacts(language: .ru, style: .plain, due: 3, settings: saved))))
        #expect(program.view(changed, size: TerminalSize(columns: 80, rows: 24)).text.contains(Strings.settingsTitle(.ru)))
        let (back, _) = send([.escape], to: changed)
        #expect(back.stack.isEmpty && program.view(back, size: TerminalSize(columns: 80, rows: 24)).text.contains("Главное меню"))
    }

    @Test(arguments: [(40, 15), (80, 24), (120, 40)], [Language.en, .ru])
    func everyEntryAndTheKeysFit(size: (Int, Int), language: Language) {
        for screen in [state(language), send([.character("s")], to: state(language)).0] {
            let frame = program.view(screen, size: TerminalSize(columns: size.0, rows: size.1))
            #expect(!frame.overflows)
            let picker =
                screen.stack.isEmpty ? MainMenuScreen.picker(screen.facts) : SettingsScreen.picker(screen.facts)
            for item in picker.items {
                let label = Style.plainText(item.label)
                #expect(frame.text.contains(label.prefix(min(12, size.0 - 10))), "\(label)")
            }
            #expect(frame.text.contains(picker.footerText), "the keys, whole")
        }
    }

    @Test func theMenuOnAScriptedTerminalAsksAfterEscape() async throws {
        let terminal = ScriptedTerminal(keys: [.key(.escape), .key(.character("n")), .key(.escape), .key(.character("y"))])
        var menu = MainMenu(environment: AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal))
        try await menu.run()
        #expect(terminal.keys.isEmpty)
        #expect(terminal.frames.filter { $0.text.contains(Strings.leaveQuizctl(.en)) }.count == 2)
    }
}
