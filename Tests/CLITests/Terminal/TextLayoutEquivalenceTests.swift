import QuizPlatform
import Testing

@testable import QuizCLI

/// The byte-level text layout gives what the character-by-character one
/// (`ReferenceTextLayout`) gave, on text made of every kind of piece that
/// takes a different path: ASCII, Latin, Cyrillic, CJK, kana, Hangul,
/// combining marks, emoji with selectors, modifiers, joiners and flags,
/// controls, CR LF, and escape sequences of every shape, closed or not.
@Suite struct TextLayoutEquivalenceTests {
    private static let fragments = [
        "a", "bc", "Hello", "x", "8.2?", " ", "  ", "-", "\"", "[1]",
        "да", "привет", "Ёж", "é", "Frédéric", "ß", "Ωμέγα", "·", "—", "…", "«»", "“", "‼", "↑",
        "日本", "語", "テキスト", "ひらがな", "한국어", "\u{1100}\u{1161}", "\u{1161}", "ㄱ",
        "e\u{301}", "\u{301}", "\u{483}", "\u{309A}", "\u{AD}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{600}",
        "🎬", "❤️", "❤", "👍🏽", "👨‍👩‍👧", "🇺🇸", "🇬", "✓", "✗", "✔️", "◽", "▶", "│", "─", "█", "⠋",
        "\t", "\r\n", "\r", "\n", "\u{7}", "\u{7F}",
        "\u{1B}[1m", "\u{1B}[22m", "\u{1B}[32m", "\u{1B}[39m", "\u{1B}[0m", "\u{1B}[m", "\u{1B}[38;5;208m",
        "\u{1B}[+1m", "\u{1B}[007m", "\u{1B}]8;;http://x\u{7}", "\u{1B}]8;;\u{1B}\\", "\u{1B}7", "\u{1B}", "\u{1B}[",
        "\u{1B}]", "\u{1B}[3\u{301}m",
    ]

    /// `count` strings of up to a dozen fragments each, the same at every run.
    private static func samples(_ count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
        }
    }

    private func units(_ text: String) -> [ReferenceTextLayout.Unit] {
        let styled = StyledText(text)
        return styled.pieces.map { piece in
            let part = String(decoding: styled.bytes[piece.start..<piece.end], as: UTF8.self)
            return piece.isEscape ? .escape(part) : .visible(Character(part), width: piece.columns)
        }
    }

    @Test func piecesAreTheCharactersAndSequences() {
        for text in Self.samples(3000, seed: 1) {
            #expect(units(text) == ReferenceTextLayout.units(of: text), "\(text.debugDescription)")
        }
    }

    @Test func widthAndPlainTextAgree() {
        for text in Self.samples(3000, seed: 2) {
            #expect(Style.displayWidth(text) == ReferenceTextLayout.displayWidth(text), "\(text.debugDescription)")
            #expect(Style.plainText(text) == ReferenceTextLayout.plainText(text), "\(text.debugDescription)")
        }
    }

    @Test func wrappingAgrees() {
        for (index, text) in Self.samples(3000, seed: 3).enumerated() {
            let width = [1, 2, 3, 5, 8, 13, 76][index % 7]
            #expect(
                TextWrap.wrap(text, width: width) == ReferenceTextLayout.wrap(text, width: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test func truncatingAgrees() {
        for (index, text) in Self.samples(3000, seed: 4).enumerated() {
            let width = index % 12
            #expect(
                TextWrap.truncate(text, to: width) == ReferenceTextLayout.truncate(text, to: width), "\(text.debugDescription) to \(width)")
        }
    }

    /// Rows are padded by the columns their characters take. The old code
    /// measured each row again after closing its styles, which an escape
    /// sequence left open at the end of the text swallowed (see below); text
    /// where that cannot happen is framed as before.
    @Test func framedRowsAgree() {
        let samples = Self.samples(1500, seed: 5).filter { text in
            ReferenceTextLayout.units(of: text + OpenStyles.reset) == ReferenceTextLayout.units(of: text) + [.escape(OpenStyles.reset)]
        }
        #expect(samples.count > 1000)
        for (index, text) in samples.enumerated() {
            let width = [5, 9, 14, 30][index % 4]
            let rows = Box(width: width, style: .plain).rows([text, "next"])
            #expect(
                Array(rows.dropFirst().dropLast()) == ReferenceTextLayout.framedRows([text, "next"], width: width),
                "\(text.debugDescription)")
        }
    }

    @Test func anUnclosedSequenceDoesNotSwallowThePadding() {
        let rows = Box(width: 8, style: .plain).rows(["\u{1B}[1mab\u{1B}["])
        #expect(rows[1] == "│ \u{1B}[1mab\u{1B}[\u{1B}[0m   │")
        #expect(ReferenceTextLayout.framedRows(["\u{1B}[1mab\u{1B}["], width: 8) == ["│ \u{1B}[1mab\u{1B}[\u{1B}[0m │"])
    }

    /// Every scalar `CharacterReader` reads on its own is measured as
    /// `Style.displayWidth(of:)` measures it, and is a character apart from
    /// ASCII, from itself, from a table scalar and from a Hangul lead.
    @Test func loneScalarTableIsRight() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let columns = CharacterReader.columns(ofLoneScalar: value), let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(scalar)
            #expect(columns == Style.displayWidth(of: Character(alone)), "U+\(String(value, radix: 16))")
            for neighbour in ["a", "\u{1B}", "\u{4E00}", "é", "\u{1100}", alone] {
                #expect((neighbour + alone).count == 2 && (alone + neighbour).count == 2, "U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        #expect(checked > 20000)
    }

    @Test func aCardOfPlainASCIIIsDrawnAsBefore() {
        let lines = [
            "Who painted \"Girl with a Pearl Earring\"? And what else did the painter paint in Delft?", "", "[1] Johannes Vermeer",
        ]
        let rows = Box(width: 76, style: .plain).rows(lines)
        #expect(Array(rows.dropFirst().dropLast()) == ReferenceTextLayout.framedRows(lines, width: 76))
    }
}
