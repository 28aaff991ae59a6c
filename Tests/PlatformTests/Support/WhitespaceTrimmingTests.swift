import Foundation
import Testing

@testable import QuizPlatform

/// The trimming of questions, deck names, card fronts and fields matches
/// Foundation's character sets exactly (a deck's file name is made from its
/// trimmed name), without Foundation.
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

    /// `trimmingSpace`, which the question checks use, is the same trim
    /// with a shortcut for text that starts and ends in plain ASCII.
    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        // Every white space Unicode has lies below U+3001; the rest are checked
        // by a sample (a scalar every 97, and the format characters).
        let scalars = Array(0..<0x3001) + Array(stride(from: 0x3001, through: 0x10FFFF, by: 97)) + [0xFEFF, 0x180E, 0x2060]
        var differ: [String] = []
        for value in scalars {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            for text in ["\(scalar)x\(scalar)", "\(scalar)\(scalar)", "\(scalar)", "Ш \(scalar)", "\(scalar)é"] {
                if text.trimmingSpace(newlines: false) != text.trimmingCharacters(in: .whitespaces)
                    || text.trimmingSpace(newlines: true) != text.trimmingCharacters(in: .whitespacesAndNewlines)
                {
                    differ.append(String(value, radix: 16))
                }
            }
        }
        #expect(differ.isEmpty)
    }

    @Test(arguments: [
        ("  Столица?  ", false, "Столица?"),
        ("\u{3000}\u{A0}text\u{2003}", false, "text"),
        ("\n\tline\r\n", true, "line"),
        ("\nline\n", false, "\nline\n"),
        (" \u{301}x", false, "\u{301}x"),
        ("   ", true, ""),
        ("", true, ""),
    ])
    func trimsTheEnds(_ text: String, _ newlines: Bool, _ expected: String) {
        #expect(text.trimmingSpace(newlines: newlines) == expected)
    }
}
