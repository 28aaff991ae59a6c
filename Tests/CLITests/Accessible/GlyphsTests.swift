import Testing

@testable import QuizCLI

/// One glyph set, chosen in one place, drawn everywhere frames, bars and charts are.
@Suite struct GlyphsTests {
    @Test(arguments: [
        (["LANG": "en_GB.UTF-8"], Glyphs.unicode),
        ([:], .unicode),
        (["LANG": "C"], .ascii),
        (["LANG": "POSIX"], .ascii),
        (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii),
        (["LANG": "C", "LC_CTYPE": "ru_RU.utf8"], .unicode),
        (["LANG": "en_US.ISO-8859-1"], .ascii),
        (["LC_ALL": "de_DE.Utf-8"], .unicode),
        (["LANG": "en_US.UTF"], .ascii),
        (["LANG": "utf8"], .unicode),
        (["TERM": "dumb", "LANG": "C.UTF-8"], .ascii),
        (["NO_COLOR": "1", "LANG": "C.UTF-8"], .ascii),
        (["NO_COLOR": "", "LANG": "C.UTF-8"], .unicode),
    ])
    func theEnvironmentChoosesTheGlyphs(variables: [String: String], expected: Glyphs) {
        #expect(Glyphs.chosen(for: variables, accessible: false) == expected)
    }

    @Test func accessibleModeDrawsNoFrameWhateverTheTerminal() {
        #expect(Glyphs.chosen(for: ["LANG": "en_GB.UTF-8"], accessible: true) == .accessible)
        #expect(Glyphs.accessible.frame == nil && Glyphs.accessible.inWords)
    }

    @Test func anASCIIFrame() {
        let box = Box(width: 16, title: "Score", style: Style(enabled: false, glyphs: .ascii))
        #expect(
            box.render(["3 of 5", "Good"]) == """
                +- Score ------+
                | 3 of 5       |
                | Good         |
                +--------------+
                """)
    }

    @Test func noFrameInAccessibleMode() {
        let box = Box(width: 16, title: "Score", style: Style(enabled: false, glyphs: .accessible))
        #expect(box.render(["3 of 5", "Good"]) == "Score\n3 of 5\nGood")
    }

    @Test func asciiBarsAndSparklines() {
        #expect(Charts.bar(label: "A", percent: 45, width: 20, glyphs: .ascii) == "A #########...........  45%")
        #expect(Charts.sparkline([0, 50, 100], glyphs: .ascii) == "_=#")
    }

    @Test func theAccuracyChartInASCIIAndAsASentence() {
        let points = [AccuracyChart.Point(mode: .classic, percent: 80), .init(mode: .yesno, percent: 50)]
        let ascii = AccuracyChart(points: points, style: Style(enabled: false, glyphs: .ascii), language: .en).lines(width: 60)
        #expect(ascii.contains(" 50%|   y") && ascii.contains("    +------"), "\(ascii)")
        let spoken = AccuracyChart(points: points, style: Style(enabled: false, glyphs: .accessible), language: .en).lines(width: 200)
        #expect(spoken == ["Accuracy of the last 2 games, oldest first: 80% (Classic quiz), 50% (Movie ratings (yes/no))."])
        let russian = AccuracyChart(points: points, style: Style(enabled: false, glyphs: .accessible), language: .ru).lines(width: 200)
        #expect(russian.first?.hasPrefix("Точность за последние 2 игры, от старых к новым: 80\u{00A0}% (") == true, "\(russian)")
    }
}
