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
                if context.nonEmpty.contains(field) != negated { render(children, into: &side) }
            }
        }
    }

    /// Whether the question renders no field that has content, which is
    /// when Anki says "The front of this card is blank" and quizctl makes
    /// no card: text alone does not count; a section counts only when
    /// its field has content (a negated one, when its field has none).
    static func isBlank(_ nodes: [TemplateNode], nonEmpty: Set<String>) -> Bool {
        for node in nodes {
            switch node {
            case .text: continue
            case .replacement(let field, _):
                if nonEmpty.contains(field) { return false }
            case .section(let field, let negated, let children):
                if nonEmpty.contains(field) == negated { continue }
                if !isBlank(children, nonEmpty: nonEmpty) { return false }
            }
        }
        return true
    }

    /// Anki's test of an empty field: nothing but white space and `<br>`
    /// or `<div>` tags (open or closed, `<br />` too), in any case.
    static func isEmptyField(_ html: String) -> Bool {
        var scalars = html.unicodeScalars[...]
        while let first = scalars.first {
            if first.properties.isWhitespace {
                scalars = scalars.dropFirst()
                continue
            }
            guard first == "<" else { return false }
            var rest = scalars.dropFirst()
            if rest.first == "/" { rest = rest.dropFirst() }
            let name = String(String.UnicodeScalarView(rest.prefix(3))).lowercased()
            if name.hasPrefix("br") {
                rest = rest.dropFirst(2)
            } else if name == "div" {
                rest = rest.dropFirst(3)
            } else {
                return false
            }
            if rest.first == " " { rest = rest.dropFirst() }
            if rest.first == "/" { rest = rest.dropFirst() }
            guard rest.first == ">" else { return false }
            scalars = rest.dropFirst()
        }
        return true
    }
}
