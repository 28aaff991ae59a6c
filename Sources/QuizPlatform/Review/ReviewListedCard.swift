/// A card as `quizctl review --json` lists it: what `ReviewCollection.Entry`
/// holds of it, without the way back to its question.
public struct ReviewListedCard: Sendable, Hashable {
    /// The question's id, which its review state is filed under.
    public var id: String
    /// What it asks: the question's text, a deck card's front.
    public var text: String
    public var card: ReviewCard

    public init(id: String, text: String, card: ReviewCard) {
        self.id = id
        self.text = text
        self.card = card
    }
}
