import FoundationEssentials
import QuizPlatform

/// Finds the formulas in a card's text and shows each as plain math
/// (`FormulaText`): Anki's LaTeX tags `[latex]…[/latex]`, `[$]…[/$]` and
/// `[$$]…[/$$]` (which Anki turns into pictures), and MathJax's `\(…\)`
/// and `\[…\]` (which the card's browser typesets). A formula that cannot
/// be reduced becomes one line saying the card holds one.
enum FormulaMarkup {
    private static let latexTags: [(open: String, close: String)] = [("[latex]", "[/latex]"), ("[$$]", "[/$$]"), ("[$]", "[/$]")]
    private static let mathJax: [(open: String, close: String)] = [("\\(", "\\)"), ("\\[", "\\]")]

    static func replacingFormulas(in text: String, language: Language) -> String {
        // Most text holds no formula: neither a backslash nor a bracket.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "[") }) else { return text }
        let afterLaTeX = replacing(latexTags, caseInsensitive: true, in: text, language: language)
        return replacing(mathJax, caseInsensitive: false, in: afterLaTeX, language: language)
    }

    private static func replacing(
        _ delimiters: [(open: String, close: String)], caseInsensitive: Bool, in text: String, language: Language
    ) -> String {
        let scalars = Array(text.unicodeScalars)
        let folded = caseInsensitive ? Array(text.lowercased().unicodeScalars) : scalars
        // Lower-casing keeps these scalars' count only when the text is
        // unchanged in length; otherwise the tags are matched as written.
        let haystack = folded.count == scalars.count ? folded : scalars
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            var replaced = false
            for (open, close) in delimiters where starts(open, in: haystack, at: index) {
                let contentStart = index + open.unicodeScalars.count
                // LaTeX tags need some content; MathJax's may be empty.
                let searchFrom = caseInsensitive ? contentStart + 1 : contentStart
                guard let end = find(close, in: haystack, from: searchFrom) else { continue }
                let source = String(String.UnicodeScalarView(scalars[contentStart..<end]))
                result.append(contentsOf: shown(source, language: language).unicodeScalars)
                index = end + close.unicodeScalars.count
                replaced = true
                break
            }
            if !replaced {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    private static func shown(_ source: String, language: Language) -> String {
        FormulaText.reduce(source) ?? "\n" + Strings.ankiFormula(language) + "\n"
    }

    private static func starts(_ literal: String, in scalars: [Unicode.Scalar], at position: Int) -> Bool {
        var at = position
        for scalar in literal.unicodeScalars {
            guard at < scalars.count, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    private static func find(_ literal: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start
        while position < scalars.count {
            if starts(literal, in: scalars, at: position) { return position }
            position += 1
        }
        return nil
    }
}
