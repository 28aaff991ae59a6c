import QuizPlatform

/// Draws a `QuestionCard` as text: the progress line, the question in a frame
/// that turns green or red once answered, the options with their keys, and
/// the feedback line. Pure, so tests compare it with literals.
struct CardRenderer {
    let style: Style
    let width: Int
    /// A question too long for the window shows `rows` of its text lines
    /// from `offset` on, the last row saying how to scroll; nil shows it all.
    var textWindow: (offset: Int, rows: Int)?
    /// The last row of a windowed question's text.
    var scrollNote = ""
    /// No blank line between the question and its options: a short window
    /// needs the row for a lifeline's answer.
    var compact = false

    /// How many lines the question's text takes in the frame.
    func textRows(_ card: QuestionCard) -> Int {
        TextWrap.wrap(card.text.terminalSafe, width: max(1, min(width, 76) - 4)).count
    }

    func render(_ card: QuestionCard) -> [String] {
        let format = card.format
        var lines = [style.dim(card.progress)]
        var content: [String] = []
        if let subject = card.subject { content.append(style.bold(subject.terminalSafe)) }
        if let details = card.details { content.append(style.dim(details.terminalSafe)) }
        if !content.isEmpty { content.append("") }
        content += text(of: card)
        if let back = card.back {
            // The card turned over: its back under its front, as Anki shows it.
            content += ["", style.bold(back.terminalSafe)]
        }
        if format != .yesNo, !card.options.isEmpty {
            if !compact { content.append("") }
            content += card.options.map(optionLine)
        }
        lines += Box(width: min(width, 76), border: border(card.frame), style: style).rows(content)
        if format == .yesNo {
            lines.append("  " + card.options.map(optionLine).joined(separator: "     "))
        }
        if let feedback = card.feedback {
            lines.append(card.frame == .correct ? style.green(feedback) : style.red(feedback))
        }
        return lines
    }

    /// The question's text, whole or the window of it that fits.
    private func text(of card: QuestionCard) -> [String] {
        guard let window = textWindow else { return [card.text.terminalSafe] }
        let lines = TextWrap.wrap(card.text.terminalSafe, width: max(1, min(width, 76) - 4))
        guard lines.count > window.rows else { return lines }
        let shown = max(1, window.rows - 1)
        let offset = min(max(0, window.offset), lines.count - shown)
        return Array(lines[offset..<offset + shown]) + [style.dim(scrollNote)]
    }

    private func optionLine(_ option: OptionLine) -> String {
        let key = "[" + option.key + "]"
        let text = option.text.terminalSafe
        switch option.mark {
        case .plain: return style.cyan(key) + " " + text
        case .correct: return style.green(key + " " + text + " " + style.glyphs.right)
        case .wrong: return style.red(key + " " + text + " " + style.glyphs.wrong)
        case .removed: return style.dim(key + " —")
        }
    }

    private func border(_ frame: FrameState) -> BorderColor {
        switch frame {
        case .neutral: .none
        case .correct: .green
        case .wrong: .red
        }
    }
}
