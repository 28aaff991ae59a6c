import FoundationEssentials

/// The LaTeX commands `FormulaText` reduces, and to what: the same table
/// as `Scripts/anki-render-fixtures.py`'s.
enum FormulaSymbols {
    static let symbols: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
        "xi": "ξ", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς", "tau": "τ",
        "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
        "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
        "subseteq": "⊆", "subset": "⊂", "supseteq": "⊇", "supset": "⊃", "in": "∈", "notin": "∉", "ni": "∋",
        "cup": "∪", "cap": "∩", "setminus": "∖", "emptyset": "∅", "varnothing": "∅",
        "forall": "∀", "exists": "∃", "nexists": "∄", "neg": "¬", "lnot": "¬", "land": "∧", "wedge": "∧",
        "lor": "∨", "vee": "∨", "to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒",
        "Leftarrow": "⇐", "leftrightarrow": "↔", "Leftrightarrow": "⇔", "iff": "⇔", "implies": "⇒",
        "mapsto": "↦", "uparrow": "↑", "downarrow": "↓",
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈", "equiv": "≡",
        "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "ll": "≪", "gg": "≫",
        "times": "×", "cdot": "·", "circ": "∘", "div": "÷", "pm": "±", "mp": "∓", "ast": "∗", "star": "⋆",
        "oplus": "⊕", "otimes": "⊗", "bullet": "•",
        "infty": "∞", "partial": "∂", "nabla": "∇", "sum": "∑", "prod": "∏", "int": "∫", "oint": "∮",
        "ldots": "…", "cdots": "⋯", "dots": "…", "langle": "⟨", "rangle": "⟩", "mid": "∣", "parallel": "∥",
        "perp": "⊥", "angle": "∠", "ell": "ℓ", "hbar": "ℏ", "aleph": "ℵ", "top": "⊤", "bot": "⊥",
        "models": "⊨", "vdash": "⊢", "therefore": "∴", "because": "∵", "prime": "′",
        "lceil": "⌈", "rceil": "⌉", "lfloor": "⌊", "rfloor": "⌋", "vert": "|", "Vert": "‖",
        "log": "log", "ln": "ln", "exp": "exp", "sin": "sin", "cos": "cos", "tan": "tan", "lim": "lim",
        "max": "max", "min": "min", "det": "det", "gcd": "gcd", "sup": "sup", "inf": "inf",
        // Sizing and spacing: nothing to read, or a space.
        "left": "", "right": "", "displaystyle": "", "limits": "", "!": "",
        ",": " ", ";": " ", ":": " ", "quad": " ", "qquad": " ", "\\": " ", " ": " ",
        "{": "{", "}": "}", "%": "%", "$": "$", "#": "#", "_": "_", "&": "&",
    ]

    /// Commands that only dress their argument: the argument is the text.
    static let styles: Set<String> = [
        "text", "textit", "textbf", "textrm", "texttt", "textsf", "emph", "mathrm", "mathit", "mathbf",
        "mathsf", "mathtt", "mathcal", "boldsymbol", "operatorname",
    ]

    /// `\mathbb`'s letters: ℝ, ℕ and the rest of Unicode's double-struck capitals.
    static func doubleStruck(_ text: String) -> String {
        let named: [Unicode.Scalar: Unicode.Scalar] = ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"]
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let special = named[scalar] {
                result.append(special)
            } else if ("A"..."Z").contains(scalar), let struck = Unicode.Scalar(0x1D538 + scalar.value - 65) {
                result.append(struck)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
