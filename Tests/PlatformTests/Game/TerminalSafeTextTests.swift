import Testing

@testable import QuizPlatform

@Suite struct TerminalSafeTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("clear\u{1B}[2Jscreen", "clearscreen"),
        ("red \u{1B}[31;1mtext\u{1B}[0m", "red text"),
        ("title\u{1B}]0;pwned\u{07}bar", "titlebar"),
        ("osc\u{1B}]8;;http://x\u{1B}\\link", "osclink"),
        ("c1\u{9B}31mcsi", "c1csi"),
        ("tab\tand\nnewline", "tab and newline"),
        ("bell\u{07}del\u{7F}", "belldel"),
        ("bidi\u{202E}txet", "biditxet"),
        ("Рейтинг «фильма»", "Рейтинг «фильма»"),
        ("trailing escape\u{1B}", "trailing escape"),
    ])
    func stripsControlSequences(_ input: String, _ expected: String) {
        #expect(input.terminalSafe == expected)
    }

    @Test func neverLeavesAControlCharacter() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let scalars = (0..<40).map { _ in Unicode.Scalar(UInt8.random(in: 0...0xFF, using: &random)) }
            let text = String(String.UnicodeScalarView(scalars)).terminalSafe
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
