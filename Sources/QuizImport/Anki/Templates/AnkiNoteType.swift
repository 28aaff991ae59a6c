import FoundationEssentials

/// A note type as a collection defines it: its fields, in order, and its
/// card templates, in order (a card's `ord` is its template's index; a
/// cloze note type has one template, and a card's `ord` is its cloze
/// number minus one).
struct AnkiNoteType: Sendable {
    var name: String
    var isCloze: Bool
    var fieldNames: [String]
    var templates: [AnkiCardTemplate]

    /// Whether notes of this type can be rendered: a collection written by
    /// a tool that left the templates or the field names out cannot, and
    /// its notes are read as their first field and their second.
    var hasTemplates: Bool { !templates.isEmpty && !fieldNames.isEmpty }
}
