import FoundationEssentials

/// A deck as another flashcard tool wrote it (Anki, Quizlet), reduced to
/// plain front/back cards. Readers of each format produce these; the deck
/// store keeps them and the deck source plays them.
public struct ImportedDeck: Sendable, Hashable {
    /// The deck's own name, or the file's name when the format has none.
    public var name: String
    public var cards: [DeckCard]
    /// Images, sounds and other media references removed from the fields.
    public var droppedMedia: Int
    /// Notes that made no card (an empty front or back, an unknown note type), for the report.
    public var skippedNotes: Int

    public init(name: String, cards: [DeckCard], droppedMedia: Int = 0, skippedNotes: Int = 0) {
        self.name = name
        self.cards = cards
        self.droppedMedia = droppedMedia
        self.skippedNotes = skippedNotes
    }
}
