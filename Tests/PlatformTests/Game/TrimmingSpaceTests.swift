import Foundation
import Testing

@testable import QuizPlatform

/// `trimmingSpace` trims without Foundation; it must trim exactly what
/// Foundation's `trimmingCharacters(in:)` trims.
@Suite struct TrimmingSpaceTests {
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

/// `terminalSafe` looks at the bytes first and returns plain text as it is;
/// every scalar it must change is still changed.
@Suite struct TerminalSafeScalarTests {
    @Test func everyScalarIsKeptDroppedOrSpacedAsTheRulesSay() {
        let spaced: Set<UInt32> = [0x09, 0x0A, 0x0D, 0x2028, 0x2029]
        // ESC, CSI and OSC start sequences: followed by "b" they swallow it or more, so they are left out here.
        let sequences: Set<UInt32> = [0x1B, 0x9B, 0x9D]
        func dropped(_ value: UInt32) -> Bool {
            switch value {
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: true
            default: false
            }
        }
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF
        where !sequences.contains(value) && (value < 0x3000 || value % 13 == 0 || value >= 0xFE00 && value < 0xFF00) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = spaced.contains(value) ? "a b" : dropped(value) ? "ab" : "a\(scalar)b"
            if "a\(scalar)b".terminalSafe != expected { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty)
    }
}
