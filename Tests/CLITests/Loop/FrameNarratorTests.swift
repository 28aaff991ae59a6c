import QuizPlatform
import Testing

@testable import QuizCLI

/// Accessible mode says the run loop's frames: a screen whole once, then
/// only what changed on it, typed characters as an echo.
@MainActor
@Suite struct FrameNarratorTests {
    private final class Said {
        var text = ""
    }

    private func narrator() -> (FrameNarrator, Said) {
        let said = Said()
        return (FrameNarrator(pointer: ">") { said.text += $0 }, said)
    }

    private func frame(_ lines: [String]) -> Frame {
        Frame(size: TerminalSize(columns: 80, rows: FrameNarrator.rows), styled: lines)
    }

    private let menu = ["Main menu", "> 1. Play", "  2. Results", "", "", "keys"]

    @Test func aNewScreenIsSaidWholeWithOneBlankLineBetweenItsParts() {
        let (narrator, said) = narrator()
        narrator.say(frame(menu))
        #expect(said.text == "Main menu\n> 1. Play\n  2. Results\n\nkeys\n")
    }

    @Test func theSameFrameAgainSaysNothing() {
        let (narrator, said) = narrator()
        narrator.say(frame(menu))
        narrator.say(frame(menu))
        #expect(said.text.components(separatedBy: "Main menu").count == 2)
    }

    @Test func movingThePointerSaysTheItemItMovedToOnly() {
        let (narrator, said) = narrator()
        narrator.say(frame(menu))
        said.text = ""
        narrator.say(frame(["Main menu", "  1. Play", "> 2. Results", "", "", "keys"]))
        #expect(said.text == "> 2. Results\n")
    }

    @Test func aHintIsSaidWhenItAppearsAndNothingWhenItGoes() {
        let (narrator, said) = narrator()
        narrator.say(frame(menu))
        said.text = ""
        narrator.say(frame(["Main menu", "> 1. Play", "  2. Results", "", "“x” does nothing here", "keys"]))
        #expect(said.text == "“x” does nothing here\n")
        said.text = ""
        narrator.say(frame(menu))
        #expect(said.text == "")
    }

    @Test func aValueChangedOnTheFocusedItemIsSaid() {
        let (narrator, said) = narrator()
        narrator.say(frame(["Start", "> 1. Questions: 10", "  2. Start"]))
        said.text = ""
        narrator.say(frame(["Start", "> 1. Questions: 15", "  2. Start"]))
        #expect(said.text == "> 1. Questions: 15\n")
    }

    @Test func typedCharactersAreEchoedAndTheNextScreenStartsOnALineOfItsOwn() {
        let (narrator, said) = narrator()
        narrator.say(frame(["Players", "› ", "keys"]))
        said.text = ""
        for typed in ["A", "An", "Ann", "An"] { narrator.say(frame(["Players", "› " + typed, "keys"])) }
        #expect(said.text == "Ann", "a character taken back is not said")
        narrator.say(frame(["Party", "> 1. Players: Ann"]))
        #expect(said.text == "Ann\nParty\n> 1. Players: Ann\n")
    }

    @Test func aScreenForgottenIsSaidWholeAgain() {
        let (narrator, said) = narrator()
        narrator.say(frame(menu))
        narrator.forget()
        narrator.say(frame(menu))
        #expect(said.text.components(separatedBy: "Main menu").count == 3)
    }
}
