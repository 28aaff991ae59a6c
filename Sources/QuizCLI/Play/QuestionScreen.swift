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
    var lifelines: String?
    /// Lifeline results and the like, under the card until the answer.
    var messages: [String] = []
    /// What was wrong with the last key.
    var hint: String?
    /// The keys to press; nil once the question is answered.
    var footer: String?
    var hyperlinks = false
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
    func layout(for size: TerminalSize) -> (lines: [String], image: ImagePlacement?) {
        let columns = max(Box.minimumWidth, size.columns)
        let rows = max(1, size.rows)
        let ladderWidth = ladder.map(Style.displayWidth).max() ?? 0
        let besideLadder = !ladder.isEmpty && columns >= 40 + 3 + ladderWidth
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
        var main = CardRenderer(style: style, width: cardWidth).render(card)
        if besideLadder { main = Self.sideBySide(main, ladder, gap: 3) }
        if posterBeside {
            // The poster sits beside the framed question, under the progress line.
            image?.column = (main.dropFirst().map(Style.displayWidth).max() ?? 0) + 2 + 1
            main = [main[0]] + Self.sideBySide(Array(main.dropFirst()), poster, gap: 2)
        }

        main = main.flatMap { TextWrap.wrap($0, width: columns) }

        // The rest by how much it is needed, each only if it fits whole, then
        // shown in reading order: hint, messages, poster, lifelines, keys.
        // Listed by need; `order` is the place on screen.
        var extras: [(order: Int, lines: [String])] = []
        if let hint { extras.append((0, TextWrap.wrap(style.yellow(hint), width: columns))) }
        if !messages.isEmpty { extras.append((1, messages.flatMap { TextWrap.wrap($0, width: columns) })) }
        if let footer { extras.append((4, TextWrap.wrap(footer, width: columns))) }
        if let lifelines { extras.append((3, TextWrap.wrap(lifelines, width: columns))) }
        if let posterCard, !posterBeside {
            extras.append((2, posterCard.lines(width: min(PosterCard.preferredWidth + 10, columns), border: border)))
        }
        var used = main.count
        var chosen: [(order: Int, lines: [String])] = []
        for extra in extras where !extra.lines.isEmpty {
            if used + extra.lines.count + 1 <= rows {
                chosen.append((extra.order, [""] + extra.lines))
                used += extra.lines.count + 1
            } else if used + extra.lines.count <= rows {
                chosen.append(extra)
                used += extra.lines.count
            }
        }
        let lines = main + chosen.sorted { $0.order < $1.order }.flatMap(\.lines)
        return (Array(lines.prefix(rows)), image)
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
