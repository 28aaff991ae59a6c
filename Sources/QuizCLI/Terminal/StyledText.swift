/// Text split into what a terminal shows and the escape sequences it obeys.
enum StyledText {
    enum Unit: Equatable {
        case visible(Character, width: Int)
        /// A whole escape sequence: ESC [ parameters final, or ESC and one character.
        case escape(String)
    }

    static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var sequence: String?
        for character in text {
            if var open = sequence {
                open.append(character)
                if isFinal(character, of: open) {
                    units.append(.escape(open))
                    sequence = nil
                } else {
                    sequence = open
                }
            } else if character == "\u{1B}" {
                sequence = "\u{1B}"
            } else {
                units.append(.visible(character, width: Style.displayWidth(of: character)))
            }
        }
        if let sequence { units.append(.escape(sequence)) }
        return units
    }

    /// ESC followed by anything but `[` or `]` is a two-character sequence; a
    /// control sequence ends at its first byte in 0x40...0x7E; an operating
    /// system command (ESC ], an OSC 8 hyperlink) ends at BEL or ESC \.
    private static func isFinal(_ character: Character, of sequence: String) -> Bool {
        if sequence.hasPrefix("\u{1B}]") {
            return sequence.unicodeScalars.count > 2 && (character == "\u{07}" || sequence.hasSuffix("\u{1B}\\"))
        }
        if sequence.unicodeScalars.count == 2 { return character != "[" && character != "]" }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x40...0x7E).contains(scalar.value)
    }
}
