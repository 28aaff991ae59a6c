import FoundationEssentials

/// A LaTeX formula as plain text a terminal can show: `M \subseteq
/// \mathbb{R}` is "M ⊆ ℝ", `\frac{1}{n^2}` is "1/(n^2)". Only what reads
/// unambiguously on one line is reduced: symbols, the styles that merely
/// dress their argument, fractions, roots, sub- and superscripts. Anything
/// else (an environment such as tikzcd, an accent) makes the formula not
/// reducible: nil, and the caller says in words that there is one.
///
/// The same rule, table and all, is stated in
/// `Scripts/anki-render-fixtures.py`, which applies it to Anki's rendering.
struct FormulaText {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    private struct NotReducible: Error {}

    static func reduce(_ source: String) -> String? {
        let bare = source.replacingEvery("\\begin{displaymath}", with: "").replacingEvery("\\end{displaymath}", with: "")
        var formula = FormulaText(scalars: Array(bare.unicodeScalars))
        guard let text = try? formula.run(until: nil) else { return nil }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func run(until stop: Unicode.Scalar?) throws(NotReducible) -> String {
        var output = ""
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == stop { return output }
            switch scalar {
            case "\\": output += try command()
            case "{": output += try run(until: "}")
            case "^", "_": output += String(scalar) + Self.wrapped(try argument())
            case "}", "$": continue
            case "~", "&", "\n", "\r": output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A command's name: its letters, or the one character after the backslash.
    private mutating func name() -> String {
        let start = index
        while index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic { index += 1 }
        if index == start, index < scalars.count { index += 1 }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    private mutating func command() throws(NotReducible) -> String {
        let name = name()
        if let symbol = FormulaSymbols.symbols[name] { return symbol }
        if FormulaSymbols.styles.contains(name) { return try argument() }
        switch name {
        case "mathbb": return FormulaSymbols.doubleStruck(try argument())
        case "frac":
            let top = try argument()
            return Self.wrapped(top) + "/" + Self.wrapped(try argument())
        case "sqrt": return "√" + Self.wrapped(try argument())
        default: throw NotReducible()
        }
    }

    /// A command's argument: a braced group, one command, or one character.
    private mutating func argument() throws(NotReducible) -> String {
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count else { return "" }
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "{": return try run(until: "}")
        case "\\": return try command()
        default: return String(scalar)
        }
    }

    /// A part of one character as it is, a longer one in parentheses.
    private static func wrapped(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.unicodeScalars.count <= 1 ? collapsed : "(" + collapsed + ")"
    }
}
