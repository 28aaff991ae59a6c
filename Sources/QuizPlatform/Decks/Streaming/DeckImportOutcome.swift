/// What an import saved, for its report.
public struct DeckImportOutcome: Sendable, Hashable {
    /// Each deck saved, by name.
    public var decks: [DeckSaveResult] = []
    public var cards = 0
    /// Notes that made no card, in the decks saved.
    public var skippedNotes = 0
    /// Media references removed from the fields.
    public var droppedMedia = 0
    /// Reviews the file kept for the cards, added to the review log.
    public var reviews = 0
}
