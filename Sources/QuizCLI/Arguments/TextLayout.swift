/// Word wrapping and two-column tables for help text, measured in characters
/// (the terminal is monospaced; Cyrillic letters are one column each).
struct TextLayout {
    let width: Int
    /// Terms wider than this go on a line of their own, so one long term does
    /// not push every description to the right.
    static let maximumTermWidth = 24
    static let indent = "  "
    static let gap = 2

    /// `text` broken at spaces into lines of at most `limit` (default: the
    /// width); a word longer than the limit gets a line of its own.
    func wrap(_ text: String, limit: Int? = nil) -> [String] {
        let limit = limit ?? width
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Indented rows of a term and its description, the descriptions aligned
    /// and wrapped under each other.
    func table(_ rows: [(term: String, description: String)]) -> [String] {
        let termWidth = min(rows.map(\.term.count).max() ?? 0, Self.maximumTermWidth)
        let column = Self.indent.count + termWidth + Self.gap
        let padding = String(repeating: " ", count: column)
        var lines: [String] = []
        for (term, description) in rows {
            var wrapped = wrap(description, limit: max(width - column, 20))
            if term.count > termWidth {
                lines.append(Self.indent + term)
            } else {
                let first = wrapped.isEmpty ? "" : wrapped.removeFirst()
                let row = Self.indent + term + String(repeating: " ", count: column - Self.indent.count - term.count)
                lines.append(first.isEmpty ? Self.indent + term : row + first)
            }
            lines += wrapped.map { padding + $0 }
        }
        return lines
    }

    /// A paragraph of discussion. Prose is wrapped; a block with indented
    /// lines (`  TERM  description`) is a table under its unindented headings.
    func paragraph(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { $0.hasPrefix(Self.indent) }) else {
            return wrap(lines.joined(separator: " ")).joined(separator: "\n")
        }
        var output: [String] = []
        var rows: [(term: String, description: String)] = []
        for line in lines {
            if line.hasPrefix(Self.indent) {
                rows.append(Self.row(line))
            } else {
                output += table(rows) + [line]
                rows = []
            }
        }
        return (output + table(rows)).joined(separator: "\n")
    }

    /// `  TERM  description` split at the first double space after the indent.
    private static func row(_ line: String) -> (term: String, description: String) {
        let body = line.dropFirst(indent.count)
        guard let split = body.firstRange(of: "  ") else { return (String(body), "") }
        let description = body[split.upperBound...].drop { $0 == " " }
        return (String(body[..<split.lowerBound]), String(description))
    }
}
