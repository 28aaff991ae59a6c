import Testing

@testable import QuizPlatform

/// White space collapsed scalar by scalar, without Unicode's property
/// tables, gives what splitting at white space and joining with one space gave.
@Suite struct WhiteSpaceCollapsingTests {
    @Test func theWhiteSpaceSetIsUnicodesOwnForEveryScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isUnicodeWhiteSpace != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    @Test(arguments: [
        "", " ", "plain", "  both  ", "\t tabs\t", "inner  space\tkept", "a\u{A0}b", "\u{3000}ideographic\u{3000}",
        "\u{2028}separators\u{2029}", "\u{85}next line\u{85}", "\u{B}\u{C}vertical", "Ёлка 🎄 ", "mañana 12 — “quoted”",
        "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}x", "zero\u{200B}width stays", "a b c", "猫 → ねこ", "👩‍⚖️  judge",
    ])
    func collapsingIsSplittingAndJoining(_ text: String) {
        #expect(text.collapsingWhiteSpace() == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// The one difference: a combining mark after white space is text, kept
    /// (splitting characters dropped it along with the space).
    @Test func aCombiningMarkAfterASpaceStays() {
        #expect("e \u{301}x ".collapsingWhiteSpace() == "e \u{301}x")
    }

    @Test func textAlreadyCollapsedComesBackAsItIs() {
        let text = "already one space apart"
        #expect(text.collapsingWhiteSpace() == text)
        #expect("trailing ".collapsingWhiteSpace() == "trailing")
        #expect(" leading".collapsingWhiteSpace() == "leading")
    }
}
