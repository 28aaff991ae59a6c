import QuizPlatform

/// Draws a `QuestionCard` as text: the progress line, the question in a frame
/// that turns green or red once answered, the options with their keys, and
/// the feedback line. Pure, so tests compare it with literals.
struct CardRenderer {
    let style: Style
    let width: Int

    func render(_ card: QuestionCard) -> [String] {
        let format = card.format
        var lines = [style.dim(card.progress)]
        var content: [String] = []
        if let subject = card.subject { content.append(style.bold(subject.terminalSafe)) }
        if let details = card.details { content.append(style.dim(details.terminalSafe)) }
        if !content.isEmpty { content.append("") }
        content.append(card.text.terminalSafe)
        if format != .yesNo {
            content.append("")
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
