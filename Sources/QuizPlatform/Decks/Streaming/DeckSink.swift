/// Where a deck reader puts what it reads, one note at a time: the deck
/// store writes each card as it comes, a preview keeps the first few.
public protocol DeckSink {
    /// The cards one note made (an Anki note, a line of a term list) in the
    /// deck named `deck`; none when the note was skipped. `droppedMedia`
    /// counts the media references removed from its fields.
    mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) throws
    /// A note of `deck` the reader could not read (its fields not text, or
    /// too long): counted as skipped, and `notice` names it.
    mutating func skip(note notice: LocalizedText, inDeck deck: String) throws
    /// A review the file keeps for a card already added (after all of them).
    mutating func add(review: ImportedReview) throws
}

extension DeckSink {
    /// By default the note is only counted, as one that made no card.
    public mutating func skip(note notice: LocalizedText, inDeck deck: String) throws {
        try add([], droppedMedia: 0, toDeck: deck)
    }

    /// By default reviews are not kept (a preview, a collection of cards).
    public mutating func add(review: ImportedReview) throws {}
}
