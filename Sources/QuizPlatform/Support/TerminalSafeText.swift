/// Text from outside (the network, files, plugins) is stripped of terminal
/// control characters before anyone prints it: an escape sequence in a
/// question must not move the cursor, change colours or retitle the window.
extension String {
    /// The text without C0/C1 control characters, DEL, or bidirectional
    /// overrides; tabs and line breaks become single spaces.
    public var terminalSafe: String {
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = false
        for scalar in unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !lastWasSpace { scalars.append(" ") }
                lastWasSpace = true
                continue
            }
            if Self.isUnsafe(scalar) { continue }
            scalars.append(scalar)
            lastWasSpace = scalar == " "
        }
        return String(scalars)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true // C0, DEL, C1 (ESC and CSI among them)
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true // bidi overrides and marks
        default: false
        }
    }
}
