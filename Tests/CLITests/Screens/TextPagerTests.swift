import Testing

@testable import QuizCLI
@testable import QuizPlatform

/// Long text scrolls inside a 40×15 window: the first frame shows its top,
/// the rest comes into view by scrolling, and no frame is wider or taller
/// than the window.
@MainActor
@Suite struct TextPagerTests {
    @Test func longTextScrollsInsideTheSmallestWindow() {
        let text = (1...40).map { "Line \($0): question and answer" }
        let pager = TextPager(lines: text, style: .plain)
        let size = TerminalSize.smallest
        // The first window, then one for each key, as a screen of the run loop draws them.
        var first = 0
        var frames = [pager.lines(first: first, size: size)]
        for key in [Key.pageDown, .end, .up] {
            first = pager.scrolled(first, by: key, size: size) ?? first
            frames.append(pager.lines(first: first, size: size))
        }
        #expect(pager.scrolled(first, by: .character("q"), size: size) == nil, "q closes the pager")
        #expect(frames.count == 4, "the first window and one per scrolling key")
        for frame in frames {
            #expect(frame.count <= 15, "\(frame)")
            #expect(frame.allSatisfy { Style.displayWidth($0) <= 40 }, "\(frame)")
        }
        guard frames.count == 4 else { return }
        #expect(frames[0].first == "Line 1: question and answer")
        #expect(!frames[0].contains("Line 14: question and answer"))
        #expect(frames[0].contains("  1–13 of 40 ↓"))
        #expect(frames[1].first == "Line 14: question and answer", "PgDn shows the next page")
        #expect(frames[2].contains("Line 40: question and answer"), "End shows the last line")
        #expect(frames[2].contains("↑ 28–40 of 40"))
        #expect(frames[3].first == "Line 27: question and answer", "↑ goes back a line")
    }

    @Test func pageUpAndPageDownAreReadFromTheTerminal() {
        #expect(ScriptedTerminal.keys(typing: "\u{1B}[5~\u{1B}[6~") == [.key(.pageUp), .key(.pageDown)])
    }
}
