import QuizPlatform

/// Tiny text charts: a sparkline of recent accuracy, bars for the audience's vote.
enum Charts {
    /// One block per value, taller for higher values; values are percentages
    /// (0...100), anything outside is clamped and NaN counts as 0.
    static func sparkline(_ values: [Double], glyphs: Glyphs = .unicode) -> String {
        let levels = glyphs.levels
        return String(
            values.map { value in
                let level = Int((clampedPercent(value) / 100 * Double(levels.count - 1)).rounded())
                return levels[level]
            })
    }

    /// A labelled horizontal bar `width` cells long with the percentage after
    /// it, right-aligned so rows line up: "A ████████████░░░░  45%".
    static func bar(label: String, percent: Double, width: Int, glyphs: Glyphs = .unicode, language: Language = .en) -> String {
        let cells = max(0, width)
        let percent = clampedPercent(percent)
        let filled = Int((percent / 100 * Double(cells)).rounded())
        let number = String(Int(percent.rounded()))
        let figure = String(repeating: " ", count: max(0, 3 - number.count)) + Strings.percent(number)(language)
        return label + " " + String(repeating: glyphs.barFilled, count: filled)
            + String(repeating: glyphs.barEmpty, count: cells - filled) + " " + figure
    }

    private static func clampedPercent(_ value: Double) -> Double {
        value.isNaN ? 0 : min(100, max(0, value))
    }
}
