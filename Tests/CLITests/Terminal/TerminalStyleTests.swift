import Testing

@testable import QuizCLI

@Suite struct TerminalStyleTests {
    private let on = Style(enabled: true)

    @Test func disabledStyleLeavesTextAlone() {
        let plain = Style.plain
        #expect(plain.bold("a") + plain.green("b") + plain.inverse("c") == "abc")
    }

    @Test func attributesUseTheirOwnOffCodes() {
        #expect(on.bold("a") == "\u{1B}[1ma\u{1B}[22m")
        #expect(on.dim("a") == "\u{1B}[2ma\u{1B}[22m")
        #expect(on.inverse("a") == "\u{1B}[7ma\u{1B}[27m")
        #expect(on.red("a") == "\u{1B}[31ma\u{1B}[39m")
        #expect(on.green("a") == "\u{1B}[32ma\u{1B}[39m")
        #expect(on.yellow("a") == "\u{1B}[33ma\u{1B}[39m")
        #expect(on.magenta("a") == "\u{1B}[35ma\u{1B}[39m")
        #expect(on.cyan("a") == "\u{1B}[36ma\u{1B}[39m")
    }

    @Test func emptyTextGetsNoSequences() {
        #expect(on.bold("") == "")
    }

    @Test(arguments: [
        ("hello", 5), ("привет", 6), ("日本", 4), ("🎬 x", 4), ("❤️", 2), ("e\u{301}", 1),
        ("", 0), ("╭─╮", 3), ("한국어", 6), ("\u{200B}", 0),
    ])
    func displayWidth(_ text: String, _ width: Int) {
        #expect(Style.displayWidth(text) == width)
    }

    @Test func escapeSequencesTakeNoColumns() {
        #expect(Style.displayWidth(on.green(on.bold("да"))) == 2)
        #expect(Style.displayWidth("\u{1B}[38;5;208mx\u{1B}[0m") == 1)
    }

    @Test func plainTextDropsEscapes() {
        #expect(Style.plainText(on.cyan("a") + "b" + on.bold("в")) == "abв")
    }
}

@Suite struct TerminalTextWrapTests {
    private let on = Style(enabled: true)

    @Test func wrapsAtSpaces() {
        #expect(TextWrap.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    }

    @Test func shortLineIsUnchangedIncludingIndentation() {
        #expect(TextWrap.wrap("  - item", width: 20) == ["  - item"])
        #expect(TextWrap.wrap("", width: 5) == [""])
    }

    @Test func longWordIsHardSplit() {
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.wrap("ok abcdefgh", width: 4) == ["ok", "abcd", "efgh"])
    }

    @Test func wrapsByDisplayWidth() {
        #expect(TextWrap.wrap("日本語 テキスト", width: 6) == ["日本語", "テキス", "ト"])
        #expect(TextWrap.wrap("да нет да", width: 6) == ["да нет", "да"])
    }

    @Test func styleOpenAtABreakIsClosedAndReopened() {
        let line = on.green("one two") + " three"
        #expect(
            TextWrap.wrap(line, width: 5) == [
                "\u{1B}[32mone\u{1B}[0m",
                "\u{1B}[32mtwo\u{1B}[39m",
                "three",
            ])
    }

    @Test func balancedStylesAddNothing() {
        let line = on.bold("a") + " " + on.red("b")
        #expect(TextWrap.wrap(line, width: 10) == [line])
    }

    @Test func truncateMarksWhatWasCut() {
        #expect(TextWrap.truncate("hello", to: 5) == "hello")
        #expect(TextWrap.truncate("hello", to: 4) == "hel…")
        #expect(TextWrap.truncate("日本語", to: 4) == "日…")
        #expect(TextWrap.truncate("hello", to: 0) == "")
    }

    @Test func truncateKeepsStylesBalanced() {
        let style = Style(enabled: true)
        #expect(TextWrap.truncate(style.red("abcdef") + "!", to: 3) == "\u{1B}[31mab…\u{1B}[39m")
    }
}
