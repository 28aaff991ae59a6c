import Testing

@testable import QuizCLI

/// Words are never broken: a line wraps between them, in English and in
/// Russian, and only a word wider than the whole line is split, after its
/// last slash or dot that fits.
@Suite struct FrameLineTests {
    private func wrapped(_ text: String, _ width: Int) -> [String] {
        FrameLine(text).wrapped(width: width).map(\.text)
    }

    @Test(arguments: [
        "Which film won the Academy Award for Best Picture in the year the Berlin Wall fell, and who directed it?",
        "Какой фильм получил «Оскар» за лучший фильм в год падения Берлинской стены и кто его снял?",
    ])
    func wordsStayWhole(_ text: String) {
        let words = Set(text.split(separator: " ").map(String.init))
        for width in [12, 20, 36, 40] {
            let lines = wrapped(text, width)
            #expect(lines.allSatisfy { $0.count <= width })
            for line in lines {
                for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(word) at \(width)") }
            }
            #expect(lines.joined(separator: " ") == text)
        }
    }

    @Test func aWebAddressWiderThanTheLineBreaksAfterASlash() {
        let lines = wrapped("See https://www.imdb.com/title/tt0111161/ for more", 20)
        #expect(lines == ["See", "https://www.imdb.", "com/title/tt0111161/", "for more"])
    }

    @Test func indentationAtTheStartStaysAndSpacesAtABreakGo() {
        #expect(wrapped("  one two three", 9) == ["  one two", "three"])
    }

    @Test func stylesSurviveTheWrap() {
        let style = Style(enabled: true)
        let line = FrameLine(style.green("right answer") + " " + style.bold("bold words here"))
        let lines = line.wrapped(width: 12)
        #expect(lines.map(\.text) == ["right answer", "bold words", "here"])
        #expect(lines[0].cells.allSatisfy { $0.style.color == 32 })
        #expect(lines[2].cells.allSatisfy { $0.style.bold })
        #expect(lines[0].escaped == "\u{1B}[0m\u{1B}[32mright answer\u{1B}[0m")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let line = FrameLine("日本 語")
        #expect(line.columns == 7)
        #expect(line.wrapped(width: 4).map(\.text) == ["日本", "語"])
    }
}
