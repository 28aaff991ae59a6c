import QuizPlatform

/// Accuracy per game over the last games, as a small chart with axes: the
/// percentage up the side, the games along the bottom (oldest left), each
/// game a letter for its mode, and a legend naming the modes. Pure, so tests
/// compare it with literals; never wider than it is asked to be.
struct AccuracyChart {
    struct Point: Hashable, Sendable {
        var mode: ModeKind
        /// 0...100; anything outside is clamped, NaN counts as 0.
        var percent: Double
    }

    /// Oldest first.
    let points: [Point]
    let style: Style
    let language: Language
    /// Rows of the plot itself: 5 gives 0, 25, 50, 75 and 100 %.
    var plotRows = 5

    /// The most games a chart is asked to show (a wide window shows them all).
    static let gameLimit = 30

    /// The widest label, "100%" («100 %» in Russian), and its axis.
    private var axisWidth: Int { Strings.percent(100)(language).count + 1 }

    /// The chart for `width` columns and at most `rows` lines: when the plot
    /// does not fit (a 40×15 window under the statistics), the sentence that
    /// says it instead, never its heading alone (issue 28).
    func lines(width: Int, rows: Int) -> [String] {
        let chart = lines(width: width)
        guard chart.count > rows else { return chart }
        let shown = Array(points.suffix(max(1, width - axisWidth - 1)))
        let said = TextWrap.wrap(sentence(shown), width: width)
        return said.count <= rows ? said : []
    }

    /// The chart for `width` columns: as many of the newest games as fit.
    /// Empty when there are no games.
    func lines(width: Int) -> [String] {
        let room = max(1, width - axisWidth - 1)
        let shown = Array(points.suffix(room))
        guard !shown.isEmpty else { return [] }
        if style.glyphs.inWords { return TextWrap.wrap(sentence(shown), width: width) }
        let step = max(1, min(3, room / shown.count))
        let rows = max(2, plotRows)
        // Each game's row, 0 at the bottom; a plot row is its markers at
        // their columns, written left to right up to the last one (no
        // trailing spaces), rather than a grid of cells joined and trimmed.
        let heights = shown.map { Int((Self.clamped($0.percent) / 100 * Double(rows - 1)).rounded()) }
        var lines = [style.bold(Self.truncate(Strings.chartTitle(shown.count)(language), to: width))]
        for height in (0..<rows).reversed() {
            let value = Int((Double(height) / Double(rows - 1) * 100).rounded())
            let label = (value < 10 ? "  " : value < 100 ? " " : "") + Strings.percent(value)(language) + style.glyphs.axisTick
            var plot: [UInt8] = []
            var column = 0
            for (index, point) in shown.enumerated() where heights[index] == height {
                plot.append(contentsOf: repeatElement(UInt8(ascii: " "), count: index * step - column))
                plot.append(contentsOf: paint(Self.marker(point.mode, language: language), point.mode).utf8)
                column = index * step + 1
            }
            lines.append(style.dim(label) + String(decoding: plot, as: UTF8.self))
        }
        let margin = String.repeated(" ", count: axisWidth - 1)
        lines.append(style.dim(margin + style.glyphs.axisCorner + String.repeated(style.glyphs.axisLine, count: shown.count * step)))
        // The first and last game's numbers under the axis, counted from the oldest shown.
        let last = String(shown.count)
        let gap = shown.count * step - 1 - last.count
        let numbers = margin + " 1" + (shown.count > 1 && gap > 0 ? String.repeated(" ", count: gap) + last : "")
        lines.append(style.dim(Self.truncate(numbers, to: width)))
        lines.append(style.dim(Self.truncate(margin + " " + Strings.chartGamesAxis(language), to: width)))
        let modes = ModeKind.allCases.filter { mode in shown.contains { $0.mode == mode } }
        let legend = modes.map { paint(Self.marker($0, language: language), $0) + " " + Strings.modeTitle($0)(language) }.joined(
            separator: " · ")
        lines += Self.wrap(legend, width: width)
        return lines
    }

    // `stats` draws this chart on every run, and measuring columns walks
    // every grapheme (half a million instructions for these few lines). No
    // character takes more columns than it has UTF-8 bytes, so a line whose
    // bytes fit needs no measuring; the rest goes to `TextWrap` as before.

    /// `TextWrap.truncate`, without measuring a line whose bytes fit.
    static func truncate(_ text: String, to width: Int) -> String {
        text.utf8.count <= width ? text : TextWrap.truncate(text, to: width)
    }

    /// `TextWrap.wrap`, without measuring a line whose bytes fit and that it
    /// would give back as it is: no escape to carry over, no trailing space to drop.
    static func wrap(_ line: String, width: Int) -> [String] {
        let fits = line.utf8.count <= max(1, width) && line.utf8.last != UInt8(ascii: " ") && !line.utf8.contains(0x1B)
        return fits ? [line] : TextWrap.wrap(line, width: width)
    }

    /// The chart as a sentence, for accessible mode: each game's accuracy and mode, oldest first.
    private func sentence(_ shown: [Point]) -> String {
        let games = shown.map {
            Strings.percent(Int(Self.clamped($0.percent).rounded()))(language) + " (\(Strings.modeTitle($0.mode)(language)))"
        }
        return Strings.spokenAccuracy(games)(language)
    }

    /// A game's letter in the plot, in the chart's language (issue 28: the
    /// Russian chart had English letters); the legend names each.
    static func marker(_ mode: ModeKind, language: Language) -> String {
        Strings.chartMarker(mode)(language)
    }

    func paint(_ text: String, _ mode: ModeKind) -> String {
        switch mode {
        case .yesno: style.cyan(text)
        case .classic: style.green(text)
        case .millionaire: style.yellow(text)
        case .review: style.magenta(text)
        case .party: style.bold(text)
        }
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(100, max(0, value))
    }
}

extension AccuracyChart {
    /// The chart of finished games as the history gives them, newest first.
    init(newestFirst games: [GameRecord], style: Style, language: Language) {
        self.init(points: games.reversed().map { Point(mode: $0.mode, percent: $0.accuracy * 100) }, style: style, language: language)
    }
}
