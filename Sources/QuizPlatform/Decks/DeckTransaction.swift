import FoundationEssentials

/// An import's hold on the decks: one transaction the store keeps open
/// while a reader reads the file, so a deck of any size is written a card
/// at a time and never held whole, and nothing is kept when the reader
/// throws. QuizStore makes it (`DeckLibrary.importing`).
public struct DeckTransaction {
    /// Hands each card of the deck of `key` before the import to `body`, in
    /// order; false when there is no such deck.
    public var forEachOldCard: (_ key: String, _ body: (StoredCard) throws -> Void) throws -> Bool
    /// The card at `position` (from 0) of the deck of `key` before the import.
    public var oldCard: (_ key: String, _ position: Int) throws -> StoredCard?
    /// Writes the next card of the new deck of `key`.
    public var add: (_ key: String, _ card: StoredCard) throws -> Void
    /// Replaces the deck of `summary.key` with the cards written for it.
    public var replace: (_ summary: DeckSummary) throws -> Void
    /// The ids of the cards written so far for the deck of `key`, by external id.
    public var writtenCardIDs: (_ key: String) throws -> [String: String]
    /// Adds a review of a card to the review log; false when the log has it
    /// already, or a later review of the card (the log only grows forward).
    public var addReview: (_ cardID: String, _ at: Date, _ rating: ReviewRating) throws -> Bool

    public init(
        forEachOldCard: @escaping (_ key: String, _ body: (StoredCard) throws -> Void) throws -> Bool,
        oldCard: @escaping (_ key: String, _ position: Int) throws -> StoredCard?,
        add: @escaping (_ key: String, _ card: StoredCard) throws -> Void,
        replace: @escaping (_ summary: DeckSummary) throws -> Void,
        writtenCardIDs: @escaping (_ key: String) throws -> [String: String] = { _ in [:] },
        addReview: @escaping (_ cardID: String, _ at: Date, _ rating: ReviewRating) throws -> Bool = { _, _, _ in false }
    ) {
        self.forEachOldCard = forEachOldCard
        self.oldCard = oldCard
        self.add = add
        self.replace = replace
        self.writtenCardIDs = writtenCardIDs
        self.addReview = addReview
    }
}
