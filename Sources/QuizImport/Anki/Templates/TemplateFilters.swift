import FoundationEssentials
import QuizPlatform

/// Anki's field filters, applied from the field outwards. A filter Anki
/// does not know passes the text on unchanged, as Anki does without the
/// add-on that defines it.
struct TemplateFilters {
    var context: TemplateContext

    func apply(_ filters: [String], to content: String, field: String, side: inout RenderedSide) -> String {
        // A type filter takes the whole replacement, whatever comes with it.
        switch filters {
        case ["cloze", "type"]: return typed(.cloze(field), side: &side)
        case _ where filters.last == "type": return typed(.field(field), side: &side)
        default: break
        }
        var text = content
        for filter in filters {
            text = apply(filter, to: text, field: field, side: &side)
        }
        return text
    }

    private func apply(_ filter: String, to text: String, field: String, side: inout RenderedSide) -> String {
        switch filter {
        case "text": return Self.strippingHTML(text)
        case "furigana": return RubyText.furigana(text)
        case "kana": return RubyText.kana(text)
        case "kanji": return RubyText.kanji(text)
        case "hint": return Self.hint(text, field: field)
        case "cloze": return cloze(text, side: &side)
        case "cloze-only": return clozeOnly(text)
        // Anki's reviewer turns a text-to-speech tag into a play button: no text is shown.
        case _ where filter.hasPrefix("tts "): return ""
        default: return text
        }
    }

    /// The input box of a typed-answer card: nothing to show, but the card
    /// is one (`RenderedSide.typed`).
    private func typed(_ answer: TypedAnswer, side: inout RenderedSide) -> String {
        if side.typed == nil { side.typed = answer }
        return ""
    }

    /// Anki's hint: a link named after the field, the text hidden until clicked.
    static func hint(_ text: String, field: String) -> String {
        guard !text.trimmingWhitespace().isEmpty else { return text }
        return "\n<a class=hint href=\"#\">\n\(field)</a>\n<div class=hint style=\"display: none\">\(text)</div>\n"
    }

    private func cloze(_ text: String, side: inout RenderedSide) -> String {
        let cloze = ClozeText(text)
        let number = context.cardOrdinal + 1
        guard cloze.numbers.contains(number) else { return "" }
        let shown = cloze.side(for: number, question: context.isQuestion)
        side.clozeAnswers += shown.asked
        return shown.html
    }

    private func clozeOnly(_ text: String) -> String {
        ClozeText(text).side(for: context.cardOrdinal + 1, question: context.isQuestion).asked.joined(separator: ", ")
    }

    /// Anki's `text:`: comments, styles, scripts and tags removed (a `<br>`
    /// leaves nothing), then character references decoded, no-break spaces
    /// as spaces.
    static func strippingHTML(_ html: String) -> String {
        let scalars = Array(html.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        func starts(_ literal: String, at position: Int) -> Bool {
            var at = position
            for scalar in literal.unicodeScalars {
                guard at < scalars.count, String(scalars[at]).lowercased() == String(scalar) else { return false }
                at += 1
            }
            return true
        }
        func end(of literal: String, from start: Int) -> Int? {
            var position = start
            while position < scalars.count {
                if starts(literal, at: position) { return position + literal.unicodeScalars.count }
                position += 1
            }
            return nil
        }
        while index < scalars.count {
            guard scalars[index] == "<" else {
                kept.append(scalars[index])
                index += 1
                continue
            }
            let closing: String? =
                starts("<!--", at: index)
                ? "-->" : starts("<style", at: index) ? "</style>" : starts("<script", at: index) ? "</script>" : nil
            if let closing, let after = end(of: closing, from: index + 1) {
                index = after
            } else if let after = end(of: ">", from: index + 1) {
                index = after
            } else {
                kept.append(scalars[index])
                index += 1
            }
        }
        return HTMLEntities.decode(String(kept)).replacingEvery("\u{A0}", with: " ")
    }
}
