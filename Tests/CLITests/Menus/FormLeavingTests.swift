import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: a yes/no question was written onto the screen's key line; in
/// Russian н meant Yes. (Escape in Add questions, which threw typed work
/// away without asking, is the run loop's form now: `QuestionsLoopTests`.)
@MainActor
@Suite struct FormLeavingTests {
    private func console(_ terminal: ScriptedTerminal, language: Language = .en) -> Console {
        var environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        environment.language = language
        return environment.console
    }

    @Test func aQuestionStartsOnALineOfItsOwnWithKeysInTheLanguage() {
        let terminal = ScriptedTerminal(typing: "д")
        let prompt = Prompt(console: console(terminal, language: .ru))
        terminal.terminal.write("↑↓ выбор · Esc/q — назад", .output)
        #expect(prompt.confirm(LocalizedText(en: "Delete?", ru: "Удалить?")))
        #expect(terminal.output.hasSuffix("\nУдалить? [д/н] \n"))
    }

    @Test(arguments: [("д", true), ("н", false), ("y", true), ("n", false)])
    func inRussianДAndНAnswerByMeaning(key: String, yes: Bool) {
        let terminal = ScriptedTerminal(typing: key)
        #expect(Prompt(console: console(terminal, language: .ru)).confirm(Strings.confirmQuitGame) == yes)
    }

    @Test func inEnglishTheKeyInYsPlaceIsYes() {
        let terminal = ScriptedTerminal(typing: "н")
        #expect(Prompt(console: console(terminal, language: .en)).confirm(Strings.confirmQuitGame))
    }

    /// Issue 28: what a menu's choice printed was glued to its keys (`…Esc/q backAdded 378027D3`).
    @Test func whatAChoicePrintsStartsUnderTheMenu() {
        let terminal = ScriptedTerminal(typing: "1")
        let console = console(terminal)
        _ = Prompt(console: console).choose(Strings.whatNow, [MenuItem("Save", hotKey: "s")])
        console.print("Added 378027D3")
        #expect(!terminal.output.contains("backAdded"))
        #expect(terminal.output.contains("\nAdded 378027D3"))
    }
}
