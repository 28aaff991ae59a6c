import FoundationEssentials

/// Where a typed-answer card (`{{type:Field}}`) takes the answer it expects.
enum TypedAnswer: Sendable, Hashable {
    /// `{{type:Field}}` (and `{{type:nc:Field}}`): the field's content.
    case field(String)
    /// `{{type:cloze:Field}}`: the card's deletions in the field.
    case cloze(String)
}
