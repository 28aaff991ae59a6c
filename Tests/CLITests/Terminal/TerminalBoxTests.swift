import Testing

@testable import QuizCLI

@Suite struct TerminalBoxTests {
    @Test func framesLinesPaddedToTheWidth() {
        let box = Box(width: 12, style: .plain)
        #expect(
            box.render(["Hello", "мир"]) == """
                ╭──────────╮
                │ Hello    │
                │ мир      │
                ╰──────────╯
                """)
    }

    @Test func titleSitsInTheTopBorder() {
        let box = Box(width: 14, title: "Q 3", style: .plain)
        #expect(
            box.render(["Yes or no?"]) == """
                ╭─ Q 3 ──────╮
                │ Yes or no? │
                ╰────────────╯
                """)
    }

    @Test func longTitleIsCut() {
        let box = Box(width: 10, title: "A very long title", style: .plain)
        #expect(
            box.render([]) == """
                ╭─ A ve… ╮
                ╰────────╯
                """)
    }

    @Test func longLinesWrapAndLongWordsSplit() {
        let box = Box(width: 12, style: .plain)
        #expect(
            box.render(["Is the rating above 8.2?", "Supercalifragilistic"]) == """
                ╭──────────╮
                │ Is the   │
                │ rating   │
                │ above    │
                │ 8.2?     │
                │ Supercal │
                │ ifragili │
                │ stic     │
                ╰──────────╯
                """)
    }

    @Test func lineBreaksInsideALineStartNewRows() {
        let box = Box(width: 8, style: .plain)
        #expect(box.render(["a\nb"]) == "╭──────╮\n│ a    │\n│ b    │\n╰──────╯")
    }

    @Test func styledContentIsPaddedByWhatShows() {
        let style = Style(enabled: true)
        let box = Box(width: 9, style: style)
        #expect(box.render([style.bold("да")]) == "╭───────╮\n│ \u{1B}[1mда\u{1B}[22m    │\n╰───────╯")
    }

    @Test func wideCharactersArePaddedByColumns() {
        let box = Box(width: 10, style: .plain)
        #expect(box.render(["日本", "🎬!"]) == "╭────────╮\n│ 日本   │\n│ 🎬!    │\n╰────────╯")
    }

    @Test func borderTakesItsColour() {
        let style = Style(enabled: true)
        let box = Box(width: 6, border: .green, style: style)
        let green = { (text: String) in "\u{1B}[32m\(text)\u{1B}[39m" }
        #expect(
            box.render(["ok"])
                == [
                    green("╭────╮"),
                    green("│") + " ok " + green("│"),
                    green("╰────╯"),
                ].joined(separator: "\n"))
    }

    @Test func colouredBorderStaysPlainWhenColoursAreOff() {
        let box = Box(width: 6, border: .red, style: .plain)
        #expect(box.render(["ok"]) == "╭────╮\n│ ok │\n╰────╯")
    }

    @Test func tooNarrowWidthStillDrawsAFrame() {
        let box = Box(width: 1, style: .plain)
        #expect(box.render(["ab"]) == "╭───╮\n│ a │\n│ b │\n╰───╯")
    }
}
