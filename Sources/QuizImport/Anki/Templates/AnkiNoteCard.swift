import FoundationEssentials

/// A card a collection holds for a note: its template (or cloze number
/// minus one), its deck, and its id, which `{{CardID}}` shows.
struct AnkiNoteCard: Sendable, Hashable {
    var ordinal: Int
    var deck: String
    var id: Int64
}
