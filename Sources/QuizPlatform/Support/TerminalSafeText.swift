/// Text from outside (the network, files, plugins) is stripped of terminal
/// control characters before anyone prints it: an escape sequence in a
/// question must not move the cursor, change colours or retitle the window.
extension String {
    /// The text without escape sequences (CSI, OSC and the like, parameters
    /// and all), other C0/C1 control characters, DEL, bidirectional controls,
    /// or invisible format characters (zero-width spaces, joiners that join
    /// nothing, word joiners, invisible operators, the byte order mark), any of which can
    /// hide or reorder what a player reads; tabs and line breaks, the Unicode
    /// line and paragraph separators among them, become single spaces.
    ///
    /// A zero-width joiner or non-joiner between two characters it joins
    /// (neither ASCII nor white space) stays: it is part of the text there,
    /// as in the emoji 👩‍⚖️ or the Persian می‌خواهم, and without it a
    /// deck's name no longer matches the one its owner types.
    public var terminalSafe: String {
        // Most text holds nothing to strip, and a pack of a hundred thousand
        // questions checks every field: its bytes are looked at first.
        if !Self.mayHoldUnsafe(utf8) { return self }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = false
        /// A joiner after a character it may join, kept if the next one is too.
        var joiner: Unicode.Scalar?
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            let pending = joiner
            joiner = nil
            if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if !lastWasSpace { scalars.append(" ") }
                lastWasSpace = true
                continue
            }
            if scalar == "\u{1B}" || scalar == "\u{9B}" || scalar == "\u{9D}" {
                Self.skipEscapeSequence(startingWith: scalar, in: &iterator)
                continue
            }
            if scalar == "\u{200C}" || scalar == "\u{200D}" {
                if let last = scalars.last, pending == nil, Self.isJoined(last) { joiner = scalar }
                continue
            }
            if Self.isUnsafe(scalar) { continue }
            if let pending, Self.isJoined(scalar) { scalars.append(pending) }
            scalars.append(scalar)
            lastWasSpace = scalar == " "
        }
        return String(scalars)
    }

    /// A character a zero-width joiner or non-joiner may stand beside: not
    /// ASCII (where a joiner joins nothing and only hides), not white space.
    private static func isJoined(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && !scalar.properties.isWhitespace && !isUnsafe(scalar)
    }

    /// The text without the white space at its ends, as
    /// `trimmingCharacters(in:)` with `.whitespaces` (or with
    /// `.whitespacesAndNewlines` when `newlines`), without Foundation's
    /// round trip through UTF-16 when the ends are plainly not white space,
    /// and without its character sets when they may be (`WhitespaceTrimming`).
    package func trimmingSpace(newlines: Bool) -> String {
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

    /// Whether the UTF-8 may encode a scalar `terminalSafe` changes: a
    /// control character (C0, DEL, C1, U+2028 and U+2029), or one in the
    /// blocks of the invisible ones (U+2000 to U+207F, U+FEFF). Conservative:
    /// the whole block of U+2000 is suspect, since most text has none.
    private static func mayHoldUnsafe(_ utf8: String.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable { mayHoldUnsafe(bytes: $0) } ?? mayHoldUnsafe(scanning: utf8)
    }

    private static func mayHoldUnsafe(scanning utf8: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0..<0x20, 0x7F: return true
            case 0x80...0x9F where previous == 0xC2: return true  // U+0080 to U+009F
            case 0x80...0x81 where previous == 0xE2: return true  // U+2000 to U+207F
            case 0xBB where previous == 0xEF: return true  // U+FEC0 to U+FEFF
            default: previous = byte
            }
        }
        return false
    }

    /// `mayHoldUnsafe` of contiguous UTF-8: plain ASCII (no control
    /// character, DEL or byte above 0x7F) is passed eight bytes at a time.
    private static func mayHoldUnsafe(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = 0
        while raw.count - index >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // As in `JSONByteCursor.endOfPlainASCII`: a byte below 0x20, or
            // equal to 0x7F, or above it, flags its top bit (or a higher
            // byte's, which only stops the run early).
            let deleted = word ^ (ones &* 0x7F)
            let flags = (word &- ones &* 0x20) | ((deleted &- ones) & ~deleted) | word
            if flags & (ones &* 0x80) != 0 { break }
            index += 8
        }
        return mayHoldUnsafe(scanning: UnsafeBufferPointer(rebasing: bytes[index...]))
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
