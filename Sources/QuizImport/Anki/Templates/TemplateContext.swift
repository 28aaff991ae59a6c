import FoundationEssentials

/// What one card's template is rendered with: the note's fields beside
/// Anki's special fields, the card's ordinal, and on the answer side the
/// rendered question (`{{FrontSide}}`).
struct TemplateContext {
    /// Field name to content (HTML), special fields included.
    var fields: [String: String]
    /// The names whose content is not empty by Anki's test (`TemplateRenderer.isEmptyField`).
    var nonEmpty: Set<String>
    /// The card's ordinal: its template's, or its cloze number minus one.
    var cardOrdinal: Int
    /// The question side as rendered, on the answer side; nil on the question side.
    var question: RenderedSide?

    init(fields: [String: String], cardOrdinal: Int) {
        self.fields = fields
        nonEmpty = Set(fields.compactMap { TemplateRenderer.isEmptyField($0.value) ? nil : $0.key })
        self.cardOrdinal = cardOrdinal
    }

    var isQuestion: Bool { question == nil }
}
