import Testing

@testable import QuizCLI

/// Only the lines that changed are written; a new size redraws the whole frame.
@Suite struct FrameDiffTests {
    private let size = TerminalSize(columns: 40, rows: 15)

    @Test func aFirstFrameIsDrawnWhole() {
        let frame = Frame(size: size, styled: ["one", "", "three"])
        #expect(FrameDiff.bytes(from: nil, to: frame) == Screen.clearScreen + "\u{1B}[1;1Hone\u{1B}[3;1Hthree")
    }

    @Test func onlyTheChangedLineIsWritten() {
        let before = Frame(size: size, styled: ["Question 1/10", "Capital of France?", "⏱ 9 s"])
        let after = Frame(size: size, styled: ["Question 1/10", "Capital of France?", "⏱ 8 s"])
        #expect(FrameDiff.bytes(from: before, to: after) == "\u{1B}[3;1H\u{1B}[2K⏱ 8 s")
        #expect(FrameDiff.bytes(from: after, to: after) == "")
    }

    @Test func linesNoLongerThereAreCleared() {
        let before = Frame(size: size, styled: ["a", "b", "c"])
        let after = Frame(size: size, styled: ["a"])
        #expect(FrameDiff.bytes(from: before, to: after) == "\u{1B}[2;1H\u{1B}[2K\u{1B}[3;1H\u{1B}[2K")
    }

    @Test func anotherSizeRedrawsEverything() {
        let before = Frame(size: size, styled: ["a"])
        let after = Frame(size: TerminalSize(columns: 80, rows: 24), styled: ["a"])
        #expect(FrameDiff.bytes(from: before, to: after).hasPrefix(Screen.clearScreen))
    }
}
