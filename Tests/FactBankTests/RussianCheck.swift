/// What "Russian with no English left" means for the bank: Cyrillic text in
/// which Latin letters appear only as chemical symbols.
enum RussianCheck {
    static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x0400...0x04FF).contains(scalar.value) }

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Runs of Latin letters.
    static func latinWords(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isLatin(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Options that are a symbol or a year keep their form.
    static func mayStayLatin(_ option: String, symbols: Set<String>) -> Bool {
        symbols.contains(option) || Int(option) != nil
    }
}
