/// Text from outside (the network, files, plugins) is stripped of terminal
/// control characters before anyone prints it: an escape sequence in a
/// question must not move the cursor, change colours or retitle the window.
extension String {
    /// The text without escape sequences (CSI, OSC and the like, parameters
    /// and all), other C0/C1 control characters, DEL, bidirectional controls,
    /// or invisible format characters (zero-width spaces and joiners, word
    /// joiners, invisible operators, the byte order mark), any of which can
    /// hide or reorder what a player reads; tabs and line breaks, the Unicode
    /// line and paragraph separators among them, become single spaces.
    public var terminalSafe: String {
        // Printable ASCII holds nothing to strip: most text takes this path,
        // and a pack of a hundred thousand questions checks every field.
        if utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return self }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = false
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if !lastWasSpace { scalars.append(" ") }
                lastWasSpace = true
                continue
            }
            if scalar == "\u{1B}" || scalar == "\u{9B}" || scalar == "\u{9D}" {
                Self.skipEscapeSequence(startingWith: scalar, in: &iterator)
                continue
            }
            if Self.isUnsafe(scalar) { continue }
            scalars.append(scalar)
            lastWasSpace = scalar == " "
        }
        return String(scalars)
    }

    /// The text without the white space at its ends, as
    /// `trimmingCharacters(in:)` with `.whitespaces` (or with
    /// `.whitespacesAndNewlines` when `newlines`), without Foundation's
    /// round trip through UTF-16 when the ends are plainly not white space,
    /// and without its character sets when they may be (`WhitespaceTrimming`).
    func trimmingSpace(newlines: Bool) -> String {
        guard let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) else {
            return newlines ? trimmingWhitespace() : trimmingSpaces()
        }
        return self
    }

    /// Consumes the rest of an escape sequence: ESC [ … final byte (CSI),
    /// ESC ] … BEL or ESC \ (OSC), or ESC and one more character.
    private static func skipEscapeSequence(startingWith first: Unicode.Scalar, in iterator: inout String.UnicodeScalarView.Iterator) {
        var kind = first
        if first == "\u{1B}" {
            guard let next = iterator.next() else { return }
            switch next {
            case "[": kind = "\u{9B}"
            case "]", "P", "X", "^", "_": kind = "\u{9D}"
            default: return
            }
        }
        if kind == "\u{9B}" {
            while let scalar = iterator.next(), !(0x40...0x7E).contains(scalar.value) {}
            return
        }
        var previous: Unicode.Scalar = " "
        while let scalar = iterator.next() {
            if scalar == "\u{07}" || scalar == "\u{9C}" || (previous == "\u{1B}" && scalar == "\\") { return }
            previous = scalar
        }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides and isolates
        case 0x200B...0x200F: true  // zero-width space, non-joiner, joiner; bidi marks
        case 0x2060...0x2064, 0xFEFF: true  // word joiner, invisible operators, zero-width no-break space
        default: false
        }
    }
}
