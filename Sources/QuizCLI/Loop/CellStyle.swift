/// How one cell of a frame is drawn: the SGR attributes quizctl uses, and
/// the OSC 8 link it belongs to.
struct CellStyle: Sendable, Hashable {
    var bold = false
    var dim = false
    var inverse = false
    /// An SGR foreground colour code (31 red … 36 cyan); nil for the default.
    var color: Int?
    /// The target of an OSC 8 hyperlink the cell is part of.
    var link: String?

    static let plain = CellStyle()

    /// Takes in one SGR sequence's codes, as `Style` writes them.
    mutating func apply(sgr codes: [Int]) {
        for code in codes.isEmpty ? [0] : codes {
            switch code {
            case 0:
                let link = link
                self = CellStyle()
                self.link = link
            case 1: bold = true
            case 2: dim = true
            case 22:
                bold = false
                dim = false
            case 7: inverse = true
            case 27: inverse = false
            case 30...37, 90...97: color = code
            case 39: color = nil
            default: break
            }
        }
    }

    /// The SGR sequence that draws this style from a reset terminal; empty for plain.
    var sequence: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if inverse { codes.append("7") }
        if let color { codes.append(String(color)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
