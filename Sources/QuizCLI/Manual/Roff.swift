/// Text made safe for roff's man(7) macros. A page in plain ASCII renders
/// the same under groff, mandoc and any locale: letters outside ASCII
/// (Cyrillic, typographic quotes) are written as groff's `\[uXXXX]`.
enum Roff {
    /// Running text: a backslash is `\e`, a hyphen the minus `\-` (so an
    /// option copied from the page is typed right), quotes the ASCII ones,
    /// and a line can never start a request with `.` or `'`.
    static func text(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\e"
            case "-": output += "\\-"
            case "'": output += "\\(aq"
            case "`": output += "\\(ga"
            case "\u{00A0}": output += "\\~"
            case "\n", "\t": output += " "
            default:
                if scalar.isASCII {
                    // Other control characters have no place on a page.
                    if scalar.value >= 0x20 { output.unicodeScalars.append(scalar) }
                } else {
                    output += "\\[u" + hex(scalar.value) + "]"
                }
            }
        }
        return protectingLineStart(output)
    }

    /// A macro's argument in double quotes (`.SH "EXIT STATUS"`), a quote inside written `\(dq`.
    static func argument(_ text: String) -> String {
        "\"" + Self.text(text).replacingEvery("\"", with: "\\(dq") + "\""
    }

    /// A word in bold followed by roman: `\fB--count\fR`.
    static func bold(_ text: String) -> String { "\\fB" + Self.text(text) + "\\fR" }

    /// A placeholder in italics: `\fIN\fR`.
    static func italic(_ text: String) -> String { "\\fI" + Self.text(text) + "\\fR" }

    /// `\&` before a leading `.` or `'`, which would otherwise make the line a request.
    static func protectingLineStart(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// Four hex digits at least, upper case, as groff's `\[uXXXX]` wants them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
