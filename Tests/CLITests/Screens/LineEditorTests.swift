import Testing

@testable import QuizCLI

/// The question builder's line editor: keys in, text and cursor out.
@Suite struct LineEditorTests {
    private func edit(_ text: String = "", _ keys: [Key]) -> (LineEditor, LineEditor.Outcome) {
        var editor = LineEditor(text: text)
        var outcome = LineEditor.Outcome.editing
        for key in keys { outcome = editor.apply(key) }
        return (editor, outcome)
    }

    private func typing(_ text: String) -> [Key] { text.map(Key.character) }

    @Test func typedTextIsAcceptedWithEnter() {
        let (editor, outcome) = edit("", typing("Paris") + [.enter])
        #expect(outcome == .accepted("Paris"))
        #expect(editor.cursor == 5)
    }

    @Test func arrowsMoveTheCursorAndTypingInsertsThere() {
        let (editor, _) = edit("Pars", [.left, .character("i")])
        #expect(editor.text == "Paris")
        #expect(editor.cursor == 4)
    }

    @Test func backspaceRemovesBeforeTheCursorAndDeleteUnderIt() {
        let (editor, _) = edit("Parris", [.left, .left, .left, .backspace])
        #expect(editor.text == "Paris" && editor.cursor == 2)
        let (deleted, _) = edit("Parris", [.home, .right, .right, .delete])
        #expect(deleted.text == "Paris" && deleted.cursor == 2)
    }

    @Test func homeAndEndAndTheirControlKeysJump() {
        var parser = KeyParser()
        // Ctrl-A and Ctrl-E, as a terminal sends them.
        #expect(parser.feed(0x01) == [.home])
        #expect(parser.feed(0x05) == [.end])
        let (atStart, _) = edit("Rome", [.home, .character("¡")])
        #expect(atStart.text == "¡Rome")
        let (atEnd, _) = edit("Rome", [.home, .end, .character("!")])
        #expect(atEnd.text == "Rome!")
    }

    @Test func escapeCancelsAndCtrlDOnAnEmptyLineEndsInput() {
        #expect(edit("draft", [.escape]).1 == .cancelled)
        #expect(edit("", [.controlD]).1 == .ended)
        #expect(edit("ab", [.home, .controlD]).0.text == "b")
    }

    @Test func cyrillicIsOneCharacterPerStep() {
        let (editor, outcome) = edit("Мсква", [.left, .left, .left, .left, .character("о"), .end, .backspace, .character("а"), .enter])
        #expect(outcome == .accepted("Москва"))
        #expect(editor.cursor == 6)
    }

    @Test func controlCharactersAreNotInserted() {
        #expect(edit("", [.character("\u{1B}"), .character("\u{07}"), .character("a")]).0.text == "a")
    }

    @Test func theCursorIsDrawnInReverseVideo() {
        let (editor, _) = edit("abc", [.left])
        #expect(editor.render(width: 20) == "ab\u{1B}[7mc\u{1B}[27m")
        #expect(LineEditor(text: "abc").render(width: 20) == "abc\u{1B}[7m \u{1B}[27m")
    }

    @Test func aLongLineScrollsToKeepTheCursorInSight() {
        var editor = LineEditor(text: String(repeating: "x", count: 50) + "END")
        let atEnd = Style.plainText(editor.render(width: 20))
        #expect(atEnd.hasPrefix("…") && atEnd.hasSuffix("END "))
        #expect(Style.displayWidth(atEnd) <= 20)
        _ = editor.apply(.home)
        let atStart = Style.plainText(editor.render(width: 20))
        #expect(atStart.hasPrefix("xxx") && atStart.hasSuffix("…"))
        #expect(Style.displayWidth(atStart) <= 20)
    }

    @Test func wideCharactersKeepTheLineWithinItsWidth() {
        var editor = LineEditor(text: String(repeating: "世界", count: 20))
        for steps in 0..<40 {
            let line = editor.render(width: 11)
            #expect(Style.displayWidth(line) <= 11, "after \(steps) steps left: \(Style.plainText(line))")
            #expect(line.contains("\u{1B}[7m"), "the cursor is always drawn")
            _ = editor.apply(.left)
        }
    }
}
