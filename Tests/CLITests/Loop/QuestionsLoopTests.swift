import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Add questions and Your questions on the run loop: the real `update` and
/// `view` in-process, the questions and decks given as the effects read them.
@MainActor
@Suite struct QuestionsLoopTests {
    private let program = AppProgram()

    static let sums = [
        CustomQuestion(
            id: UUID(), entry: PackEntry(text: "What is 1 + 1?", correct: "2", incorrect: ["3"]), createdAt: Date(timeIntervalSince1970: 0)),
        CustomQuestion(
            id: UUID(), entry: PackEntry(text: "What is 2 + 2?", correct: "4", incorrect: ["5"]), createdAt: Date(timeIntervalSince1970: 0)),
    ]

    private func facts(_ language: Language = .en) -> MainMenuFacts {
        MainMenuFacts(language: language, style: .plain, due: 0, window: TerminalSize(columns: 80, rows: 24))
    }

    private func typing(_ text: String) -> [Key] {
        ScriptedTerminal.keys(typing: text).compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    private func send(_ keys: [Key], to state: AppState) -> (AppState, [Effect]) { program.send(keys, to: state) }

    private func text(_ state: AppState, _ size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> String {
        program.view(state, size: size).text
    }

    private func yourQuestions(_ decks: [DeckSummary] = []) -> AppState {
        var state = AppState(facts: facts())
        state.go(.push(.questions(QuestionsState(data: QuestionsData(questions: Self.sums, decks: decks)))))
        return state
    }

    @Test func theMenuReadsTheQuestionsBeforeOpeningEitherScreen() {
        let menu = AppState(facts: facts())
        let data = QuestionsData(questions: Self.sums, decks: [])
        let (reading, effects) = send([.character("y")], to: menu)
        #expect(effects == [.loadQuestions])
        let (opened, _) = program.update(reading, .effectFinished(.questionsReady(data)))
        #expect(text(opened).contains(Strings.yourQuestionsTitle(2)(.en)) && text(opened).contains("What is 2 + 2?"))
        let (adding, _) = program.update(send([.character("a")], to: menu).0, .effectFinished(.questionsReady(data)))
        #expect(text(adding).contains(Strings.fieldText(.en)))
        // A list read again after the form closes does not open a screen over the menu.
        let (stays, _) = program.update(menu, .effectFinished(.questionsReady(data)))
        #expect(stays.stack.isEmpty)
    }

    /// Issue 28: the Add questions form was drawn under the previous list.
    @Test func writingStartsOnAFormOfItsOwnAndSavingReportsThenGoesBack() {
        let (form, _) = send([.character("w")], to: yourQuestions())
        let shown = text(form)
        #expect(shown.contains(Strings.newQuestionTitle(.en)) && !shown.contains("What is 1 + 1?"), "\(shown)")
        let (summary, _) = send(typing("What is 3 + 3?\r6\r7\r\r\r\r"), to: form)
        #expect(text(summary).contains("1. What is 3 + 3?  ✓ 6  ✗ 7"))
        let (saving, effects) = send([.character("s")], to: summary)
        #expect(effects == [.saveQuestions([PackEntry(text: "What is 3 + 3?", correct: "6", incorrect: ["7"])])])
        let (saved, _) = program.update(saving, .effectFinished(.questionsSaved(["Added 1A2B3C4D: What is 3 + 3?"])))
        #expect(text(saved).contains("Added 1A2B3C4D") && text(saved).contains(Strings.pressAnyKey(.en)))
        let (back, reload) = send([.character(" ")], to: saved)
        #expect(reload == [.loadQuestions] && text(back).contains(Strings.yourQuestionsTitle(2)(.en)))
    }

    /// Issue 28: Escape in Add questions threw away what was typed, without asking.
    @Test(arguments: [Language.en, .ru])
    func escapeAsksBeforeThrowingTypedFieldsAway(language: Language) {
        var state = AppState(facts: facts(language))
        state.go(.push(.addQuestions(AddQuestionsState(existing: []))))
        let (typed, _) = send(typing("Capital of Peru?\r"), to: state)
        let (asking, _) = send([.escape], to: typed)
        let frame = program.view(asking, size: .smallest)
        #expect(frame.text.contains(Strings.confirmKeys(language)) && !frame.overflows)
        #expect(frame.lines.map(\.text).joined(separator: " ").contains(Strings.discardTypedQuestion(language)))
        let (kept, _) = send([.character(language == .ru ? "н" : "n")], to: asking)
        #expect(text(kept).contains("Capital of Peru?") && text(kept).contains(Strings.fieldCorrect(language)), "the work is still there")
        let (gone, _) = send([.escape, .character(language == .ru ? "д" : "y")], to: kept)
        #expect(gone.stack.isEmpty, "yes throws it away")
        let (empty, _) = send([.escape], to: state)
        #expect(empty.stack.isEmpty, "nothing typed: Escape leaves at once")
    }

    @Test func writtenQuestionsAreAskedAboutBeforeCancelThrowsThemAway() {
        var state = AppState(facts: facts())
        state.go(.push(.addQuestions(AddQuestionsState(existing: []))))
        let (summary, _) = send(typing("Q?\rA\rB\r\r\r\r"), to: state)
        let (asking, _) = send([.character("q")], to: summary)
        #expect(text(asking).contains(Strings.discardUnsavedQuestions(1)(.en)))
        #expect(send([.character("n")], to: asking).0.stack.count == 1)
        #expect(send([.character("y")], to: asking).0.stack.isEmpty)
    }

    /// Issue 28: Your questions → Your decks opened straight into "Remove which deck?".
    /// `quizctl add` on a terminal writes on the loop's screens; its report
    /// starts on a line of its own under the last frame, not glued to the
    /// key line (`…Esc/q backAdded 378027D3`).
    @Test func addOnATerminalReportsUnderTheLastFrame() async throws {
        let terminal = ScriptedTerminal(typing: "Capital of Chile?\rSantiago\rLima\r\r\r\r" + "\u{1B}[A\u{1B}[B" + "\r")
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        #expect(await Application.run(["add"], in: environment) == .success)
        let saved = try environment.stores.questions.load().questions
        #expect(saved.map(\.entry) == [PackEntry(text: "Capital of Chile?", correct: "Santiago", incorrect: ["Lima"])])
        let added = Strings.questionAdded(String(saved[0].id.uuidString.prefix(8)), "Capital of Chile?")(.en)
        #expect(terminal.screen.contains(Strings.footerBack(.en) + "\n" + added), "\(terminal.screen)")
    }

    @Test func yourDecksOpenAsAListAndADeckAsksOnlyWhenRemoveIsPicked() {
        let deck = DeckSummary(name: "Verbs", cardCount: 3, importedAt: Date(timeIntervalSince1970: 0))
        let (decks, _) = send([.character("d")], to: yourQuestions([deck]))
        let question = Strings.confirmRemoveDeck("Verbs")(.en)
        #expect(text(decks).contains("Verbs") && !text(decks).contains(question))
        let (opened, none) = send([.character("1")], to: decks)
        #expect(none.isEmpty && !text(opened).contains(question) && text(opened).contains(Strings.questionRemove(.en)))
        let (asking, _) = send([.character("r")], to: opened)
        #expect(text(asking).contains(question))
        let (_, effects) = send([.character("y")], to: asking)
        #expect(effects == [.removeDeck("Verbs")])
    }

    /// An open deck's "Answer by" steps through as the review is played,
    /// options, flip and typed; the effect keeps it (`decks set`'s document),
    /// and the deck shows it once read again. Russian at 40 columns too.
    @Test(arguments: [Language.en, .ru])
    func aDecksAnswerStyleStepsRoundFromItsMenu(language: Language) {
        let deck = DeckSummary(name: "Verbs", cardCount: 3, importedAt: Date(timeIntervalSince1970: 0))
        var state = AppState(facts: facts(language))
        state.go(.push(.questions(QuestionsState(data: QuestionsData(questions: Self.sums, decks: [deck])))))
        let (opened, _) = send([.character(language == .ru ? "в" : "d"), .character("1")], to: state)
        #expect(text(opened).contains(Strings.deckAnswerByItem(nil)(language)), "\(text(opened))")
        let (asked, effects) = send([.character(language == .ru ? "ф" : "a")], to: opened)
        #expect(effects == [.setDeckAnswerStyle(deckKey: "verbs", .options)])
        var styles = DeckAnswerStyles()
        styles[deck: deck] = .flip
        let data = QuestionsData(questions: Self.sums, decks: [deck], deckStyles: styles)
        let (read, _) = program.update(asked, .effectFinished(.questionsReady(data)))
        let narrow = text(read, TerminalSize(columns: 40, rows: 15))
        #expect(narrow.contains(Strings.studyStyleRow(language)) && narrow.contains("Verbs"), "\(narrow)")
        #expect(text(read).contains(Strings.deckAnswerByItem(.flip)(language)), "\(text(read))")
        let (_, next) = send([.character(language == .ru ? "ф" : "a")], to: read)
        #expect(next == [.setDeckAnswerStyle(deckKey: "verbs", .typed)], "flip steps on to typed")
    }

    @Test func aQuestionOpensToBeEditedAndTheEditIsSavedOverItsID() {
        let (opened, _) = send([.character("6")], to: yourQuestions())
        #expect(text(opened).contains("What is 2 + 2?") && text(opened).contains(Strings.questionEdit(.en)))
        let (editing, _) = send([.character("e")], to: opened)
        #expect(text(editing).contains("› What is 2 + 2?"), "the field starts with the question's text")
        let clear = [Key.end] + Array(repeating: .backspace, count: 20)
        let (_, effects) = send(clear + typing("What is 3 + 3?\r\r\r\r\r\r"), to: editing)
        #expect(effects == [.replaceQuestion(Self.sums[1].id, PackEntry(text: "What is 3 + 3?", correct: "4", incorrect: ["5"]))])
    }

    /// A question too long for the window scrolls above its whole menu (PgUp/PgDn), never cut.
    @Test func aLongQuestionOpenedAtTheSmallestSizeScrollsAboveItsMenu() {
        let long =
            String(repeating: "A very long question about the rivers of Europe and their many bridges, ", count: 5) + "which is the end?"
        let question = CustomQuestion(
            entry: PackEntry(text: long, correct: "This one", incorrect: ["That one"]), createdAt: Date(timeIntervalSince1970: 0))
        var state = AppState(facts: MainMenuFacts(language: .en, style: .plain, due: 0, window: .smallest))
        state.go(.push(.questions(QuestionsState(data: QuestionsData(questions: [question], decks: [])))))
        let (opened, _) = send([.character("5")], to: state)
        let top = program.view(opened, size: .smallest)
        #expect(!top.overflows && top.text.contains(Strings.questionEdit(.en)) && top.text.contains(Strings.footerMove(.en)))
        #expect(!top.text.contains("which is the end?") && top.text.contains("↓"), "\(top.text)")
        let (scrolled, _) = send([.pageDown, .pageDown, .pageDown], to: opened)
        let bottom = program.view(scrolled, size: .smallest)
        #expect(bottom.text.contains("which is the end?") && bottom.text.contains(Strings.questionEdit(.en)), "\(bottom.text)")
        let (edited, _) = send([.character("e")], to: scrolled)
        #expect(text(edited, TerminalSize.smallest).contains(Strings.fieldText(.en)), "the menu still answers its keys")
    }

    @Test func aPathIsTypedForImportAndTheReportShowsOnAScreenOfItsOwn() {
        let (typing, _) = send([.character("i")], to: yourQuestions())
        #expect(text(typing).contains(Strings.importPathPrompt(.en)) && text(typing).contains(Strings.editorKeys(.en)))
        let (importing, effects) = send(self.typing("/tmp/deck.tsv\r"), to: typing)
        #expect(effects == [.importFile("/tmp/deck.tsv")])
        let report = ["deck “Verbs”: 3 cards"]
        let (shown, _) = program.update(
            importing, .effectFinished(.questionsChanged(QuestionsData(questions: Self.sums, decks: []), report)))
        // Issue 28: the report was written onto the editor's key line (`…Home Enddeck “Spanish”`).
        #expect(text(shown).contains(report[0]) && !text(shown).contains(Strings.editorKeys(.en)))
        #expect(program.view(shown, size: .smallest).lines.contains { $0.text == report[0] }, "a line of its own")
    }
}
