/// One review as the optimizer sees it: the grade and the whole days since
/// the card's previous review (0 for the first, and for a review the same day).
public struct FSRSTrainingReview: Sendable, Hashable {
    /// 1 (Again) … 4 (Easy).
    public var rating: Int
    public var elapsedDays: Int

    public init(rating: Int, elapsedDays: Int) {
        self.rating = rating
        self.elapsedDays = elapsedDays
    }

    /// Recalled: anything but Again, the label the loss predicts.
    var recalled: Bool { rating > 1 }
}
