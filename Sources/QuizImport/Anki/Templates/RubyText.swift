import FoundationEssentials

/// Anki's furigana notation, `日本語[にほんご]`: a base, the reading in
/// brackets, a space before the base to part it from the text before
/// (the space goes). `furigana:` makes ruby of it, `kana:` keeps the
/// reading, `kanji:` the base; `[sound:…]` is never a reading.
///
/// The base is the shortest run without spaces or `>` that a bracketed
/// reading follows, and the reading runs to the first `]` on its line:
/// Anki's own pattern, matched left to right.
enum RubyText {
    static func furigana(_ text: String) -> String {
        replacing(text) { "<ruby><rb>\($0)</rb><rt>\($1)</rt></ruby>" }
    }

    static func kana(_ text: String) -> String { replacing(text) { $1 } }

    static func kanji(_ text: String) -> String { replacing(text) { base, _ in base } }

    private static func replacing(_ text: String, _ replacement: (String, String) -> String) -> String {
        let scalars = Array(text.replacingEvery("&nbsp;", with: " ").unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard let match = match(scalars, at: index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let base = String(String.UnicodeScalarView(scalars[match.base]))
            let reading = String(String.UnicodeScalarView(scalars[match.reading]))
            if reading.hasPrefix("sound:") {
                result.append(contentsOf: scalars[index..<match.end])
            } else {
                result.append(contentsOf: replacement(base, reading).unicodeScalars)
            }
            index = match.end
        }
        return String(result)
    }

    private static func match(_ scalars: [Unicode.Scalar], at start: Int) -> (base: Range<Int>, reading: Range<Int>, end: Int)? {
        let baseStart = scalars[start] == " " ? start + 1 : start
        var bracket = baseStart + 1
        while bracket < scalars.count {
            let last = scalars[bracket - 1]
            guard last != " ", last != ">" else { return nil }
            if scalars[bracket] == "[", let close = closing(scalars, after: bracket) {
                return (baseStart..<bracket, (bracket + 1)..<close, close + 1)
            }
            bracket += 1
        }
        return nil
    }

    /// The first `]` after at least one character of the reading, on the same line.
    private static func closing(_ scalars: [Unicode.Scalar], after bracket: Int) -> Int? {
        var position = bracket + 2
        guard bracket + 1 < scalars.count, scalars[bracket + 1] != "\n" else { return nil }
        while position < scalars.count, scalars[position] != "\n" {
            if scalars[position] == "]" { return position }
            position += 1
        }
        return nil
    }
}
