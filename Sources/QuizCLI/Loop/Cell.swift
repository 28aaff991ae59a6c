/// One character of a frame with its style, and the columns it takes (two
/// for a wide character, so a line's columns are the sum of its cells').
struct Cell: Sendable, Hashable {
    var character: Character
    var columns: Int
    var style: CellStyle

    static let space = Cell(character: " ", columns: 1, style: .plain)

    var isSpace: Bool { character == " " }

    /// Characters after which a word too long for any line may be broken:
    /// the parts of a web address or a path, a hyphenated word. A word with
    /// none of them is split only when nothing else fits.
    var isBreakAfter: Bool { "/-._?&=,;:".contains(character) }
}
