/// The Millionaire's lifeline and walk-away keys under the question, laid
/// out by whole entries: an entry is never broken across lines ("Ask" /
/// "the audience"), and where the full names would take more than two
/// lines (English at 40 columns) the short names are used, so the row
/// leaves room for the friend's reply and the ladder.
struct LifelineRow: Equatable, Sendable {
    /// "[h] Ask the audience", each entry styled.
    let full: [String]
    /// "[h] Audience".
    let short: [String]

    static let gap = "  "

    func lines(width: Int) -> [String] {
        let long = Self.fill(full, width: width)
        return long.count <= 2 ? long : Self.fill(short, width: width)
    }

    /// The entries on as few lines as they take whole, in order; an entry
    /// wider than a line is wrapped by words on lines of its own.
    static func fill(_ entries: [String], width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for entry in entries {
            let joined = current.isEmpty ? entry : current + gap + entry
            if Style.displayWidth(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            let pieces = TextWrap.wrap(entry, width: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
