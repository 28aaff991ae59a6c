/// A QR code drawn with characters, so a terminal shows it and a phone's
/// camera reads it off the screen.
public enum QRText {
    /// Two module rows a line in Unicode half blocks (▀ ▄ █), each module a
    /// column: square on a terminal whose cells are twice as tall as wide.
    /// The glyphs paint the light modules, for a terminal that draws light
    /// text on a dark background; with `glyphsAreDark` (black text on a
    /// white background set by the caller) they paint the dark ones.
    /// `quietZone` light modules surround the code (the standard asks 4).
    public static func halfBlocks(_ code: QRCode, quietZone: Int = 4, glyphsAreDark: Bool = false) -> [String] {
        let range = -quietZone..<(code.size + quietZone)
        return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { row in
            String(
                range.map { column -> Character in
                    let top = code.isDark(row: row, column: column) == glyphsAreDark
                    let bottom = row + 1 < range.upperBound && code.isDark(row: row + 1, column: column) == glyphsAreDark
                    return switch (top, bottom) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    /// One module row a line, each module two characters, `##` for dark:
    /// for terminals without Unicode (`--plain`, `TERM=dumb`, a non-UTF-8 locale).
    public static func ascii(_ code: QRCode, quietZone: Int = 4) -> [String] {
        let range = -quietZone..<(code.size + quietZone)
        return range.map { row in range.map { code.isDark(row: row, column: $0) ? "##" : "  " }.joined() }
    }
}
