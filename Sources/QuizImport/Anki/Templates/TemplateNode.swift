import FoundationEssentials

/// One piece of a parsed Anki card template (`qfmt` or `afmt`).
indirect enum TemplateNode: Sendable, Hashable {
    /// Text and markup passed through as written (comments included, as Anki keeps them).
    case text(String)
    /// `{{filter2:filter1:Field}}`: `filters` in the order they apply, the one next to the field first.
    case replacement(field: String, filters: [String])
    /// `{{#Field}}…{{/Field}}`, or `{{^Field}}…{{/Field}}` when `negated`.
    case section(field: String, negated: Bool, children: [TemplateNode])
}
