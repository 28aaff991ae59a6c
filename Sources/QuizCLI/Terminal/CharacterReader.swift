/// The characters (grapheme clusters, as Swift's `Character`) of a string,
/// read from its UTF-8 bytes, each with the columns a terminal gives it.
///
/// A scalar from `CharacterReader.columns(ofLoneScalar:)`'s table starts a
/// character wherever a character may start, and nothing joins it to a
/// following scalar of the table or to ASCII (none is an extending mark, a
/// joiner, a prepended mark, Hangul or a regional indicator). So when such a
/// scalar is followed by one of those, or ends the text, it is a character
/// on its own: that is most text, and it is read here byte by byte. Anything
/// else, and a table scalar before it, is left to Swift's grapheme breaking.
/// ASCII controls are characters of their own too, except CR LF.
struct CharacterReader {
    struct Span: Equatable {
        var start: Int
        var end: Int
        /// The columns it takes (`Style.displayWidth(of:)`).
        var columns: Int
        var scalarCount: Int
        /// Its scalar's value, when it has only one.
        var scalar: UInt32?
    }

    let text: String
    let bytes: [UInt8]
    private var position = 0

    init(text: String, bytes: [UInt8]) {
        self.text = text
        self.bytes = bytes
    }

    mutating func next() -> Span? {
        let start = position
        guard start < bytes.count else { return nil }
        let byte = bytes[start]
        if byte < 0x20 || byte == 0x7F {
            // A control takes no room and is a character of its own; CR LF is one.
            let isCRLF = byte == 0x0D && start + 1 < bytes.count && bytes[start + 1] == 0x0A
            position = start + (isCRLF ? 2 : 1)
            return Span(start: start, end: position, columns: 0, scalarCount: isCRLF ? 2 : 1, scalar: isCRLF ? nil : UInt32(byte))
        }
        let (scalar, length) = decode(at: start)
        if let columns = Self.columns(ofLoneScalar: scalar), endsCharacter(at: start + length) {
            position = start + length
            return Span(start: start, end: position, columns: columns, scalarCount: 1, scalar: scalar)
        }
        return slowCharacter(at: start)
    }

    /// Whether a character ends before `offset`, the scalar before it being from the table.
    private func endsCharacter(at offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] >= 0x80 else { return true }
        return Self.columns(ofLoneScalar: decode(at: offset).scalar) != nil
    }

    /// The character at `offset` as Swift's grapheme breaking finds it.
    private mutating func slowCharacter(at offset: Int) -> Span {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let character = text[index...].first!
        let scalars = character.unicodeScalars
        position = offset + character.utf8.count
        return Span(
            start: offset, end: position, columns: Style.displayWidth(of: character), scalarCount: scalars.count,
            scalar: scalars.count == 1 ? scalars.first!.value : nil)
    }

    /// The scalar whose UTF-8 starts at `offset`, and how many bytes it takes
    /// (the bytes are a Swift string's, so valid UTF-8).
    private func decode(at offset: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        func next(_ index: Int) -> UInt32 { UInt32(bytes[offset + index] & 0x3F) }
        switch lead {
        case ..<0x80: return (lead, 1)
        case ..<0xE0: return ((lead & 0x1F) << 6 | next(1), 2)
        case ..<0xF0: return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3)
        default: return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
        }
    }

    /// The columns of a scalar that is a character by itself and cannot join
    /// a neighbour from this table or ASCII, or nil for any other scalar.
    /// Each range's columns are what `Style.displayWidth(of:)` says (a test
    /// checks every scalar of the table against it and against Swift's breaking).
    static func columns(ofLoneScalar scalar: UInt32) -> Int? {
        switch scalar {
        case 0x20...0x7E: 1  // printable ASCII
        case 0xA0...0xAC, 0xAE...0x2FF: 1  // Latin-1 (but the soft hyphen), Latin Extended, IPA, modifier letters
        case 0x370...0x482, 0x48A...0x52F: 1  // Greek, Cyrillic (but its combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: 1  // dashes, quotes, bullets, ellipsis, primes
        case 0x2190...0x21FF: 1  // arrows
        case 0x2500...0x25FC: 1  // box drawing, blocks, geometric shapes (but two emoji)
        case 0x2713...0x2717: 1  // check and cross marks
        case 0x2800...0x28FF: 1  // braille (a spinner's frames)
        case 0x3041...0x3096, 0x30A1...0x30FF: 2  // hiragana, katakana (but the voicing marks)
        case 0x4E00...0x9FFF: 2  // CJK unified ideographs
        default: nil
        }
    }
}
