/// An escape sequence being read, character by character: where it ends
/// depends on its first characters.
struct EscapeSequence {
    let start: Int
    private var scalars = 1
    private var isOperatingSystemCommand = false
    private var lastWasEscape = true

    init(start: Int) { self.start = start }

    /// Whether `character`, added to the sequence, ends it. ESC followed by
    /// anything but `[` or `]` is a two-character sequence; a control
    /// sequence ends at its first character in 0x40...0x7E; an operating
    /// system command (ESC ]) ends at BEL or ESC \.
    mutating func isFinal(adding character: CharacterReader.Span) -> Bool {
        scalars += character.scalarCount
        defer { lastWasEscape = character.scalar == 0x1B }
        if scalars == 2 && character.scalar == 0x5D { isOperatingSystemCommand = true }
        if isOperatingSystemCommand {
            return scalars > 2 && (character.scalar == 0x07 || (lastWasEscape && character.scalar == 0x5C))
        }
        if scalars == 2 { return character.scalar != 0x5B && character.scalar != 0x5D }
        guard let scalar = character.scalar else { return false }
        return (0x40...0x7E).contains(scalar)
    }
}
