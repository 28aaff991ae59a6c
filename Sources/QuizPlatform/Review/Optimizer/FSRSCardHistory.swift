/// Every review of one card, oldest first: what the model replays to
/// predict each of them from the ones before.
public struct FSRSCardHistory: Sendable, Hashable {
    public var reviews: [FSRSTrainingReview]

    public init(reviews: [FSRSTrainingReview]) { self.reviews = reviews }

    /// Reviews made a day or more after the one before, up to and including
    /// `position`: what tells a first long-term review from later ones.
    func longTermCount(through position: Int) -> Int {
        reviews[...position].count { $0.elapsedDays > 0 }
    }

    /// The first review a day or more after the one before.
    var firstLongTerm: FSRSTrainingReview? { reviews.first { $0.elapsedDays > 0 } }
}
