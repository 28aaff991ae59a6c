extension String {
    /// Runs of white space (Unicode's White_Space: spaces, tabs, line breaks,
    /// no-break spaces) as one space, none at either end: what
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ")` gives,
    /// except that a combining mark after a space stays (a character's
    /// split drops it with the space). Scalar by scalar and without
    /// Unicode's property tables: they cost a lookup a character, 6 % of
    /// importing a 30,000-card Anki deck.
    package func collapsingWhiteSpace() -> String {
        // Most lines have nothing to collapse: the text itself, not a copy.
        if isCollapsed { return self }
        var result = String.UnicodeScalarView()
        var spaceOwed = false
        for scalar in unicodeScalars {
            if scalar.isUnicodeWhiteSpace {
                spaceOwed = !result.isEmpty
                continue
            }
            if spaceOwed { result.append(" ") }
            spaceOwed = false
            result.append(scalar)
        }
        return String(result)
    }

    /// No white space but single spaces between other text, judged on
    /// bytes: a text with a byte that may begin non-ASCII white space
    /// (0xC2, 0xE1 to 0xE3) goes the long way.
    private var isCollapsed: Bool {
        var previous: UInt8 = 0x20
        for byte in utf8 {
            switch byte {
            case 0x20 where previous == 0x20, 0x09...0x0D, 0xC2, 0xE1...0xE3: return false
            default: previous = byte
            }
        }
        return previous != 0x20 || isEmpty
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property (PropList.txt, unchanged since Unicode
    /// 6.3), by value: `properties.isWhitespace` without its table lookup.
    package var isUnicodeWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
