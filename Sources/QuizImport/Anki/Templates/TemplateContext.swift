import FoundationEssentials

/// What one card's template is rendered with: the note's fields beside
/// Anki's special fields, the card's ordinal, and on the answer side the
/// rendered question (`{{FrontSide}}`).
struct TemplateContext {
    /// Field name to content (HTML), special fields included.
    var fields: [String: String]
    /// The card's ordinal: its template's, or its cloze number minus one.
    var cardOrdinal: Int
    /// The question side as rendered, on the answer side; nil on the question side.
    var question: RenderedSide?

    init(fields: [String: String], cardOrdinal: Int) {
        self.fields = fields
        self.cardOrdinal = cardOrdinal
    }

    /// Whether the name has content by Anki's test (`TemplateRenderer.isEmptyField`).
    func isNonEmpty(_ name: String) -> Bool {
        fields[name].map { !TemplateRenderer.isEmptyField($0) } ?? false
    }

    var isQuestion: Bool { question == nil }
}
