/// Text split into what a terminal shows and the escape sequences it obeys,
/// as spans of its UTF-8 bytes: each visible character (a grapheme cluster,
/// Swift's `Character`) with the columns it takes, and each whole escape
/// sequence (ESC [ parameters final, ESC and one character, or ESC ] … ended
/// by BEL or ESC \, as an OSC 8 hyperlink).
///
/// Every screen measures and wraps all of its lines, so this works on bytes
/// rather than asking for `Character`s one by one: a scalar of a common script
/// (ASCII, Latin, Greek, Cyrillic, punctuation, box drawing, kana, CJK
/// ideographs) that is followed by another such scalar, by ASCII or by the end
/// is a character on its own, decoded directly and measured by a table. Only
/// what may join its neighbours (combining marks, emoji sequences, flags,
/// Hangul jamo, CR LF) asks Swift's grapheme breaking for the character there.
struct StyledText {
    /// One visible character, or one whole escape sequence.
    struct Piece: Equatable {
        /// Where it lies in `bytes`.
        var start: Int
        var end: Int
        /// The columns a visible character takes; 0 for an escape sequence.
        var columns: Int
        var isEscape: Bool

        /// A plain space, the only character lines are broken at.
        func isSpace(in bytes: [UInt8]) -> Bool { !isEscape && end - start == 1 && bytes[start] == 0x20 }
    }

    let bytes: [UInt8]
    private(set) var pieces: [Piece] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        if Self.isPrintableASCII(bytes) {
            pieces = Array(unsafeUninitializedCapacity: bytes.count) { pieces, count in
                for start in 0..<pieces.count {
                    pieces.initializeElement(at: start, to: Piece(start: start, end: start + 1, columns: 1, isEscape: false))
                }
                count = pieces.count
            }
            return
        }
        pieces.reserveCapacity(bytes.count)
        var reader = CharacterReader(text: text, bytes: bytes)
        var sequence: EscapeSequence?
        while let character = reader.next() {
            if var open = sequence {
                if open.isFinal(adding: character) {
                    pieces.append(Piece(start: open.start, end: character.end, columns: 0, isEscape: true))
                    sequence = nil
                } else {
                    sequence = open
                }
            } else if character.scalar == 0x1B {
                sequence = EscapeSequence(start: character.start)
            } else {
                pieces.append(Piece(start: character.start, end: character.end, columns: character.columns, isEscape: false))
            }
        }
        if let sequence { pieces.append(Piece(start: sequence.start, end: bytes.count, columns: 0, isEscape: true)) }
    }

    /// The bytes of pieces `range`, which lie side by side.
    func bytes(of range: Range<Int>) -> ArraySlice<UInt8> {
        guard let first = range.first else { return [] }
        return bytes[pieces[first].start..<pieces[range.upperBound - 1].end]
    }

    /// Printable ASCII only: every byte a character one column wide, no escape.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPrintableASCII)
    }

    private static func isPrintableASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        // 0x20...0x7E in one comparison: anything below 0x20 wraps round to above 0x5E.
        for byte in bytes where byte &- 0x20 > 0x5E { return false }
        return true
    }
}
