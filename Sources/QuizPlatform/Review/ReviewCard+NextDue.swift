import FoundationEssentials

extension ReviewCard {
    /// When this card would next be due after each grade given at `now`,
    /// unfuzzed (fuzz is decided at the review itself): what a flip card
    /// shows on its grade keys.
    public func nextDue(at now: Date, scheduler: FSRSScheduler = FSRSScheduler()) -> [ReviewRating: Date] {
        var dues: [ReviewRating: Date] = [:]
        for rating in ReviewRating.allCases {
            dues[rating] = scheduler.review(self, rating: rating, at: now).due
        }
        return dues
    }
}
