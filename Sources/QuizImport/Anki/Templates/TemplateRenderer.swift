import FoundationEssentials

/// Renders a parsed card template as Anki does: fields substituted through
/// their filters, sections kept when their field is (or, negated, is not)
/// empty, `{{FrontSide}}` the question on the answer side. A field the note
/// type does not have renders as nothing (Anki shows an error there instead).
struct TemplateRenderer {
    var context: TemplateContext

    func render(_ nodes: [TemplateNode]) -> RenderedSide {
        var side = RenderedSide()
        render(nodes, into: &side)
        return side
    }

    private func render(_ nodes: [TemplateNode], into side: inout RenderedSide) {
        for node in nodes {
            switch node {
            case .text(let text):
                side.html += text
            case .replacement(let field, _) where field == "FrontSide":
                guard let question = context.question else { continue }
                side.html += question.html
                side.typed = side.typed ?? question.typed
                side.clozeAnswers += question.clozeAnswers
            case .replacement(let field, let filters):
                // `{{filter:}}` with no field: a filter that adds its own text, which none here does.
                guard !field.isEmpty, let content = context.fields[field] else { continue }
                side.html += TemplateFilters(context: context).apply(filters, to: content, field: field, side: &side)
            case .section(let field, let negated, let children):
                if context.isNonEmpty(field) != negated { render(children, into: &side) }
            }
        }
    }

    /// Whether the question renders no field that has content, which is
    /// when Anki says "The front of this card is blank" and quizctl makes
    /// no card: text alone does not count; a section counts only when
    /// its field has content (a negated one, when its field has none).
    static func isBlank(_ nodes: [TemplateNode], in context: TemplateContext) -> Bool {
        for node in nodes {
            switch node {
            case .text: continue
            case .replacement(let field, _):
                if context.isNonEmpty(field) { return false }
            case .section(let field, let negated, let children):
                if context.isNonEmpty(field) == negated { continue }
                if !isBlank(children, in: context) { return false }
            }
        }
        return true
    }

    /// Anki's test of an empty field: nothing but white space (ASCII's,
    /// as its pattern's `[[:space:]]`) and `<br>` or `<div>` tags (open or
    /// closed, `<br />` too), in any case.
    static func isEmptyField(_ html: String) -> Bool {
        var bytes = html.utf8[...]
        func take(_ byte: UInt8) -> Bool {
            guard let first = bytes.first, first == byte || ((0x61...0x7A).contains(byte) && first == byte - 0x20) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        while let first = bytes.first {
            if first == 0x20 || (0x09...0x0D).contains(first) {
                bytes = bytes.dropFirst()
                continue
            }
            guard take(UInt8(ascii: "<")) else { return false }
            _ = take(UInt8(ascii: "/"))
            if take(UInt8(ascii: "b")) {
                guard take(UInt8(ascii: "r")) else { return false }
            } else {
                guard take(UInt8(ascii: "d")), take(UInt8(ascii: "i")), take(UInt8(ascii: "v")) else { return false }
            }
            _ = take(UInt8(ascii: " "))
            _ = take(UInt8(ascii: "/"))
            guard take(UInt8(ascii: ">")) else { return false }
        }
        return true
    }
}
