import Testing

@testable import QuizImport
@testable import QuizPlatform

/// LaTeX and MathJax as plain math, and the one line for what cannot be.
@Suite struct FormulaTextTests {
    @Test(arguments: [
        ("M \\subseteq \\mathbb{R}", "M ⊆ ℝ"),
        ("\\textit{Definition} of a set", "Definition of a set"),
        ("e^{i\\pi} + 1 = 0", "e^(iπ) + 1 = 0"),
        ("\\frac{1}{n^2}", "1/(n^2)"),
        ("\\sqrt{2} \\approx 1.41", "√2 ≈ 1.41"),
        ("$\\alpha \\leq \\beta$", "α ≤ β"),
        ("\\begin{displaymath}x_{i+1}\\end{displaymath}", "x_(i+1)"),
        ("\\{a, b\\} \\cup \\emptyset", "{a, b} ∪ ∅"),
    ])
    func reducesWhatReadsOnOneLine(_ example: (String, String)) {
        #expect(FormulaText.reduce(example.0) == example.1)
    }

    @Test func anythingElseIsNotReducible() {
        #expect(FormulaText.reduce("\\begin{tikzcd} a \\arrow[r] & b \\end{tikzcd}") == nil)
        #expect(FormulaText.reduce("\\hat{x}") == nil)
    }

    @Test func cardTextShowsFormulasInBothLanguages() {
        #expect(HTMLTextReducer.reduce(html: "Set: [$]M \\subseteq \\mathbb{R}[/$]").text == "Set: M ⊆ ℝ")
        #expect(HTMLTextReducer.reduce(html: "Euler: \\(e^{i\\pi}\\)").text == "Euler: e^(iπ)")
        #expect(HTMLTextReducer.reduce(html: "[LATEX]\\textbf{bold}[/latex]").text == "bold")
        for language in Language.allCases {
            let reduced = HTMLTextReducer.reduce(html: "Square: \\[\\begin{tikzcd} a \\end{tikzcd}\\] done", language: language)
            #expect(reduced.text == "Square:\n" + Strings.ankiFormula(language) + "\ndone")
        }
        #expect(Strings.ankiFormula.ru.contains("формула"))
    }
}
