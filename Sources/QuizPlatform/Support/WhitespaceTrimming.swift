extension String {
    /// The text without white space or line breaks at either end: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, scalar for
    /// scalar, without Foundation's character sets (their first use costs
    /// a command a few hundred kilobytes of tables and code).
    public func trimmingWhitespace() -> String {
        WhitespaceTrimming.trim(self) { $0.isSpace || $0.isLineBreak }
    }

    /// The text without spaces and tabs at either end, line breaks kept:
    /// `trimmingCharacters(in: .whitespaces)`.
    public func trimmingSpaces() -> String {
        WhitespaceTrimming.trim(self) { $0.isSpace }
    }
}

extension String {
    /// The text without spaces and tabs (`trimmingSpaces()`), nor the
    /// scalars `alsoTrimmed` accepts, at either end: Foundation's trimming
    /// with `CharacterSet.whitespaces` united with another set.
    package func trimmingSpaces(andAlso alsoTrimmed: (Unicode.Scalar) -> Bool) -> String {
        WhitespaceTrimming.trim(self) { $0.isSpace || alsoTrimmed($0) }
    }
}

extension Substring {
    /// `String.trimmingWhitespace()`.
    public func trimmingWhitespace() -> String {
        WhitespaceTrimming.trim(self) { $0.isSpace || $0.isLineBreak }
    }

    /// `String.trimmingSpaces()`.
    public func trimmingSpaces() -> String {
        WhitespaceTrimming.trim(self) { $0.isSpace }
    }
}

private enum WhitespaceTrimming {
    /// The text itself, not a copy, when neither end is trimmed (most text).
    static func trim(_ text: String, _ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, isTrimmed(first) || isTrimmed(last) else {
            return text
        }
        return trim(text[...], isTrimmed)
    }

    /// Scalar by scalar, as Foundation trims: a combining mark after a
    /// space stays, the space goes.
    static func trim(_ text: Substring, _ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Unicode's space separators (category Zs), the tab and, as
    /// Foundation has it, the zero width space: `CharacterSet.whitespaces`.
    fileprivate var isSpace: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The rest of `CharacterSet.whitespacesAndNewlines`.
    fileprivate var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
