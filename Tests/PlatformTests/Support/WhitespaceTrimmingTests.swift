import Foundation
import Testing

@testable import QuizPlatform

/// The trimming of deck names, card fronts and fields matches Foundation's
/// character sets exactly: a deck's file name is made from its trimmed name.
@Suite struct WhitespaceTrimmingTests {
    static let samples = [
        "", " ", "plain", "  both  ", "\t tabs\t", "\n\r\nlines\n", "\u{A0}no-break\u{A0}", "\u{3000}ideographic\u{3000}",
        "\u{2028}separators\u{2029}", "\u{85}next line\u{85}", "\u{B}\u{C}vertical", " \u{301}combining after a space ",
        "inner  space\tkept", "\u{200B}zero width space\u{200B}", "\u{FEFF}bom\u{FEFF}", "Ёлка 🎄 ",
        "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}x",
    ]

    @Test(arguments: samples) func matchesFoundationsCharacterSets(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        let padded = "[" + text + "]"
        let inner = padded.dropFirst().dropLast()
        #expect(inner.trimmingWhitespace() == inner.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(inner.trimmingSpaces() == inner.trimmingCharacters(in: .whitespaces))
    }

    /// Every scalar Foundation counts as white space or a line break, and no other, up to U+FFFF.
    @Test func everyBasicPlaneScalarIsClassifiedAsFoundationDoes() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let edge = String(scalar) + "x"
            #expect(edge.trimmingWhitespace() == edge.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
            #expect(edge.trimmingSpaces() == edge.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
        }
    }
}
