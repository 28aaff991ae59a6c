import QuizPlatform

/// A question as a whole screen for a window of a given size: what must be
/// seen (the progress, the question and its options, the answer's feedback)
/// comes first, and the rest (the poster card, the ladder, the lifelines,
/// messages, the keys) is added only where there is room, beside the card
/// on a wide window, under it on a tall one. Pure, so every size is tested.
struct QuestionScreen {
    let card: QuestionCard
    let style: Style
    let language: Language
    /// The Millionaire ladder, top prize first; empty in other modes.
    var ladder: [String] = []
    /// The lifelines and walk-away keys, in a Millionaire game.
    var lifelines: LifelineRow?
    /// Lifeline results and the like, under the card until the answer.
    var messages: [String] = []
    /// How many of the last `messages` lines are the newest message (a
    /// lifeline's answer just given): they come before the rest of a long
    /// question's text. 0: no message is newer than the question.
    var newestLines = 0
    /// What was wrong with the last key.
    var hint: String?
    /// The keys to press; nil once the question is answered.
    var footer: String?
    var hyperlinks = false
    /// Lines of a long question's text scrolled past (↑/↓).
    var textOffset = 0
    /// Whether the poster can be drawn as an image: its place beside the
    /// card is then left blank for it (`Layout.image`) instead of the card.
    var posterImage = false

    /// The widest the question card gets, however wide the window.
    static let cardLimit = 76

    /// Where a poster image goes: its top-left cell (1-based, the screen
    /// drawn from the window's top) and its size in cells.
    struct ImagePlacement: Equatable {
        var row: Int
        var column: Int
        var columns: Int
        var rows: Int
    }

    func lines(for size: TerminalSize) -> [String] { layout(for: size).lines }

    /// The screen's lines, and where the poster image goes when there is one
    /// and room for it beside the card (at least `minimumImageRows`).
    ///
    /// The keys and the lifelines are always whole; then the newest message
    /// (a lifeline's answer); a question too long for what is left shows a
    /// window of its text that ↑/↓ scroll (`textOffset`). The rest comes
    /// only where it fits whole: the hint, older messages, a short ladder
    /// when it cannot stand beside the card, the poster card.
    func layout(for size: TerminalSize) -> (lines: [String], image: ImagePlacement?) {
        let columns = max(Box.minimumWidth, size.columns)
        let rows = max(1, size.rows)
        // A line break inside a part (a question over the keys) starts a row of its own.
        let wrap = { (lines: [String]) in
            lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.flatMap {
                TextWrap.wrap(String($0), width: columns)
            }
        }
        let lifelineLines = lifelines?.lines(width: columns) ?? []
        let required = wrap(footer.map { [$0] } ?? []) + lifelineLines
        let ladderWidth = ladder.map(Style.displayWidth).max() ?? 0
        // Beside the card only where the whole ladder leaves room for the keys under it.
        let besideLadder = !ladder.isEmpty && columns >= 40 + 3 + ladderWidth && ladder.count + required.count <= rows
        let posterCard = card.poster.map { PosterCard(poster: $0, style: style, language: language, hyperlinks: hyperlinks) }
        let border = Self.border(card.frame)

        var cardWidth = min(Self.cardLimit, besideLadder ? columns - 3 - ladderWidth : columns)
        var poster: [String] = []
        var posterBeside = false
        var image: ImagePlacement?
        if let posterCard, !besideLadder, columns >= 40 + 2 + PosterCard.minimumWidth {
            let posterWidth = min(PosterCard.preferredWidth, columns - 2 - 40)
            cardWidth = min(Self.cardLimit, columns - 2 - posterWidth)
            // A poster is 2:3 and a cell about 1:2, so it is three quarters as many rows as columns.
            let imageRows = min(posterWidth * 3 / 4, rows - 5)
            if posterImage, imageRows >= Self.minimumImageRows {
                image = ImagePlacement(row: 2, column: 0, columns: posterWidth, rows: imageRows)
                poster = Array(repeating: "", count: imageRows)
            } else {
                poster = posterCard.lines(width: posterWidth, border: border)
            }
            posterBeside = !poster.isEmpty
        }
        let newest = wrap(Array(messages.suffix(newestLines)))
        var renderer = CardRenderer(style: style, width: cardWidth)
        renderer.scrollNote = Strings.scrollQuestion(language)
        let textRows = renderer.textRows(card)
        func main(textRows shown: Int?) -> [String] {
            var card = renderer
            card.textWindow = shown.map { (textOffset, $0) }
            var main = card.render(self.card)
            if besideLadder { main = Self.sideBySide(main, ladder, gap: 3) }
            if posterBeside {
                main = [main[0]] + Self.sideBySide(Array(main.dropFirst()), poster, gap: 2)
            }
            return wrap(main)
        }
        var lines = main(textRows: nil)
        // A lifeline's answer must be seen: on a short window the card gives up its blank line for it.
        if !newest.isEmpty, lines.count + required.count + newest.count > rows {
            renderer.compact = true
            lines = main(textRows: nil)
        }
        // Too long for the window: the keys stay, then the newest message, and the text scrolls.
        if textRows > 2, lines.count + required.count + newest.count > rows {
            let fixed = lines.count - textRows
            let room = rows - required.count - fixed - newest.count
            lines = main(textRows: max(2, min(textRows, room)))
        }
        // The poster sits beside the framed question, under the progress line.
        if posterBeside {
            image?.column =
                (CardRenderer(style: style, width: cardWidth).render(card).dropFirst().map(Style.displayWidth).max() ?? 0) + 2 + 1
        }

        // The rest by how much it is needed, each only if it fits whole, then
        // shown in reading order: hint, messages, poster, ladder, lifelines, keys.
        var extras: [(order: Int, lines: [String])] = []
        if let footer { extras.append((5, wrap([footer]))) }
        if !lifelineLines.isEmpty { extras.append((4, lifelineLines)) }
        if !newest.isEmpty { extras.append((2, newest)) }
        if let hint { extras.append((0, wrap([style.yellow(hint)]))) }
        let older = messages.dropLast(newestLines)
        if !older.isEmpty { extras.append((1, wrap(Array(older)))) }
        if !ladder.isEmpty, !besideLadder { extras.append((3, shortLadder)) }
        if let posterCard, !posterBeside {
            extras.append((2, posterCard.lines(width: min(PosterCard.preferredWidth + 10, columns), border: border)))
        }
        // First what fits, by need; then a blank line above each, by need, where there is room.
        var used = lines.count
        var chosen: [(order: Int, lines: [String])] = []
        for extra in extras where !extra.lines.isEmpty && used + extra.lines.count <= rows {
            chosen.append(extra)
            used += extra.lines.count
        }
        for index in chosen.indices where used < rows {
            chosen[index].lines.insert("", at: 0)
            used += 1
        }
        lines += chosen.sorted { $0.order < $1.order }.flatMap(\.lines)
        return (Array(lines.prefix(rows)), image)
    }

    /// The ladder where it cannot stand beside the card: the step being
    /// played and the one above and below it.
    private var shortLadder: [String] {
        let current = ladder.firstIndex { Style.plainText($0).hasPrefix(style.glyphs.pointer) } ?? ladder.count - 1
        let lower = max(0, current - 1)
        return Array(ladder[lower..<min(ladder.count, lower + 3)])
    }

    /// Fewer rows than this make a poster too small to recognise: the card instead.
    static let minimumImageRows = 8

    static func border(_ frame: FrameState) -> BorderColor {
        switch frame {
        case .neutral: .none
        case .correct: .green
        case .wrong: .red
        }
    }

    /// Two columns of lines, the left padded to its widest line.
    static func sideBySide(_ left: [String], _ right: [String], gap: Int) -> [String] {
        let leftWidth = left.map(Style.displayWidth).max() ?? 0
        return (0..<max(left.count, right.count)).map { row in
            let first = row < left.count ? left[row] : ""
            guard row < right.count else { return first }
            return first + String(repeating: " ", count: leftWidth - Style.displayWidth(first) + gap) + right[row]
        }
    }
}
