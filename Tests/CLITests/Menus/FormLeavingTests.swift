import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: Escape in Add questions threw away everything typed without
/// asking; a yes/no question was written onto the screen's key line; in
/// Russian н meant Yes.
@MainActor
@Suite struct FormLeavingTests {
    private func console(_ terminal: ScriptedTerminal, language: Language = .en) -> Console {
        var environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        environment.language = language
        return environment.console
    }

    @Test func escapeInTheFormAsksBeforeThrowingTypedFieldsAway() {
        // The text typed, Escape in the next field, "no": the form goes on where it was.
        let terminal = ScriptedTerminal(typing: "Largest planet?\r" + "\u{1B}" + "n" + "Jupiter\r" + "Mars\r" + "\r" + "\r" + "\r")
        let entry = QuestionForm(console: console(terminal)).ask()
        #expect(entry == PackEntry(text: "Largest planet?", correct: "Jupiter", incorrect: ["Mars"]))
        #expect(terminal.screen.contains(Strings.discardTypedQuestion(.en)) || terminal.output.contains(Strings.discardTypedQuestion(.en)))
    }

    @Test func escapeThenYesThrowsTheQuestionAway() {
        let terminal = ScriptedTerminal(typing: "Largest planet?\r" + "\u{1B}" + "y")
        #expect(QuestionForm(console: console(terminal)).ask() == nil)
        #expect(terminal.keys.isEmpty)
    }

    @Test func escapeOnAnEmptyFormLeavesWithoutAsking() {
        let terminal = ScriptedTerminal(typing: "\u{1B}")
        #expect(QuestionForm(console: console(terminal)).ask() == nil)
        #expect(!terminal.output.contains(Strings.discardTypedQuestion(.en)))
    }

    @Test func aQuestionStartsOnALineOfItsOwnWithKeysInTheLanguage() {
        let terminal = ScriptedTerminal(typing: "д")
        let prompt = Prompt(console: console(terminal, language: .ru))
        terminal.terminal.present(ScreenContent(lines: ["↑↓ выбор · Esc/q — назад"]))
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

    /// Issue 28: what followed a typed line was glued to the editor's keys (`…Home Enddeck “Spanish”`).
    @Test func whatFollowsATypedLineStartsOnALineOfItsOwn() {
        let terminal = ScriptedTerminal(typing: "Spanish.tsv\r")
        let console = console(terminal)
        #expect(Prompt(console: console).line(Strings.fieldText) == "Spanish.tsv")
        console.print("deck “Spanish”: 5 cards")
        #expect(terminal.output.contains(Strings.editorKeys(.en) + "\ndeck “Spanish”"), "\(terminal.output.suffix(120))")
    }

    /// Issue 28: the Add questions form was drawn under the list before it.
    @Test func theFormStartsOnAScreenOfItsOwn() {
        let terminal = ScriptedTerminal(typing: "\u{1B}")
        let console = console(terminal)
        console.print("1. An older question")
        _ = QuestionForm(console: console).ask()
        #expect(!terminal.screen.contains("An older question"))
        #expect(terminal.screen.contains(Strings.newQuestionTitle(.en)))
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
