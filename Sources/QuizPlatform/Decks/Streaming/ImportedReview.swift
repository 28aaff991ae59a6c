import FoundationEssentials

/// A review a deck file keeps for one of its cards (an Anki package's
/// `revlog`): the card by its deck and external id, when, and the grade.
/// Imported into the review log, the card's state is folded from them as
/// from quizctl's own answers.
public struct ImportedReview: Sendable, Hashable {
    public var deck: String
    public var externalID: String
    public var at: Date
    public var rating: ReviewRating

    public init(deck: String, externalID: String, at: Date, rating: ReviewRating) {
        self.deck = deck
        self.externalID = externalID
        self.at = at
        self.rating = rating
    }
}
