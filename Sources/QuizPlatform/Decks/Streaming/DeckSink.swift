/// Where a deck reader puts what it reads, one note at a time: the deck
/// store writes each card as it comes, a preview keeps the first few.
public protocol DeckSink {
    /// The cards one note made (an Anki note, a line of a term list) in the
    /// deck named `deck`; none when the note was skipped. `droppedMedia`
    /// counts the media references removed from its fields.
    mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) throws
}
