import FoundationEssentials

/// What the review reads, as injected values: your questions, your decks
/// and every card's state folded from the review log. QuizPlatform does
/// no I/O for them; the data folder's stores (QuizStore) make this value.
public struct ReviewMaterial: Sendable {
    /// Your questions, in the order added.
    public var questions: @Sendable () throws -> [Question]
    public var decks: DeckLibrary
    /// Each card's review state by id: the log folded through the
    /// scheduler. A card without one is new.
    public var states: @Sendable () throws -> [String: ReviewCard]
    /// The ids of the deck cards a review can ask, in the collection's
    /// order, read without their texts (nil: taken from `decks`).
    public var deckCardIDs: @Sendable () throws -> [String]

    public init(
        questions: @escaping @Sendable () throws -> [Question], decks: DeckLibrary,
        states: @escaping @Sendable () throws -> [String: ReviewCard],
        deckCardIDs: (@Sendable () throws -> [String])? = nil
    ) {
        self.questions = questions
        self.decks = decks
        self.states = states
        self.deckCardIDs = deckCardIDs ?? { try ReviewCollection(questions: [], decks: decks.decks(), cards: [:]).entries.map(\.id) }
    }
}
