/// One prediction to make: the review at `position` of a card's history,
/// predicted from the reviews before it. Only reviews a day or more after
/// the previous one are predicted (a same-day review tests short-term
/// memory, which the forgetting curve does not model), never the first.
public struct FSRSTrainingItem: Sendable, Hashable {
    /// The card's index in `FSRSTrainingSet.cards`.
    public var card: Int
    public var position: Int

    public init(card: Int, position: Int) {
        self.card = card
        self.position = position
    }
}
