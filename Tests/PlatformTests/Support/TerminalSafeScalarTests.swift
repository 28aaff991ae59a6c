import Testing

@testable import QuizPlatform

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
