/// Colours and emphasis as ANSI SGR sequences, or plain text when colours
/// are off, and the glyphs frames and charts are drawn with.
///
/// Each attribute is switched off with its own code (22, 39, 27) rather than a
/// full reset, so styles nest: `style.green(style.bold("x"))` stays green
/// after the bold ends.
struct Style: Sendable, Hashable {
    let enabled: Bool
    /// Box drawing or ASCII, chosen once for the environment (`Glyphs.chosen`).
    var glyphs: Glyphs = .unicode

    static let plain = Style(enabled: false)

    func bold(_ text: String) -> String { wrap(text, "1", "22") }
    func dim(_ text: String) -> String { wrap(text, "2", "22") }
    func inverse(_ text: String) -> String { wrap(text, "7", "27") }
    func red(_ text: String) -> String { wrap(text, "31", "39") }
    func green(_ text: String) -> String { wrap(text, "32", "39") }
    func yellow(_ text: String) -> String { wrap(text, "33", "39") }
    func magenta(_ text: String) -> String { wrap(text, "35", "39") }
    func cyan(_ text: String) -> String { wrap(text, "36", "39") }

    private func wrap(_ text: String, _ on: String, _ off: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[" + on + "m" + text + "\u{1B}[" + off + "m"
    }
}

/// How many terminal columns text takes.
extension Style {
    /// The columns `text` occupies: escape sequences take none, East Asian wide
    /// characters and emoji take two, combining marks and controls none,
    /// everything else (Latin, Cyrillic, box drawing) one. An approximation of
    /// what terminals do, good enough to line up frames and columns.
    static func displayWidth(_ text: String) -> Int {
        if StyledText.isPrintableASCII(text) { return text.utf8.count }
        return StyledText(text).pieces.reduce(0) { $0 + $1.columns }
    }

    /// `text` without its escape sequences.
    static func plainText(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        let styled = StyledText(text)
        var plain: [UInt8] = []
        plain.reserveCapacity(styled.bytes.count)
        for piece in styled.pieces where !piece.isEscape { plain += styled.bytes[piece.start..<piece.end] }
        return String(decoding: plain, as: UTF8.self)
    }

    /// The columns one character occupies.
    static func displayWidth(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if isWide(first) { return 2 }
        let asksForEmoji = character.unicodeScalars.contains("\u{FE0F}")
        return asksForEmoji && first.properties.isEmoji ? 2 : 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F),
    /// coarsened to whole blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x18AFF,  // Tangut and friends
        0x1B000...0x1B2FF,  // Kana supplements
        0x1F300...0x1F64F,  // pictographs and emoticons
        0x1F900...0x1F9FF,  // supplemental pictographs
        0x20000...0x3FFFD,  // CJK Extensions B and beyond
    ]
}
