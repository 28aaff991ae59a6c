import FoundationEssentials

/// What `quizctl review` reports: what is due when, how well you recall,
/// and how many reviews to expect on each of the next 30 days.
public struct ReviewOverview: Sendable, Hashable {
    /// What a review session would ask now (new cards within today's limit included).
    public var dueNow: Int
    /// Scheduled for later today (after now, before the UTC day ends).
    public var laterToday: Int
    public var tomorrow: Int
    /// Scheduled after now and within the next seven days.
    public var thisWeek: Int
    /// Questions never reviewed.
    public var newCards: Int
    public var total: Int
    /// Share of reviews of cards in the review phase that were recalled
    /// (not Again), 0…1; nil before any.
    public var retention: Double?
    /// Reviews expected on each of the next 30 UTC days, today first
    /// (`ReviewForecast`); empty when not asked for.
    public var forecast: [Int]

    init(counter: ReviewCounter, forecast: ReviewForecast?, newPerDay: Int) {
        dueNow = counter.dueNow(newPerDay: newPerDay)
        laterToday = counter.laterToday
        tomorrow = counter.tomorrow
        thisWeek = counter.thisWeek
        newCards = counter.newCards
        total = counter.total
        retention = counter.reviewsInReview == 0 ? nil : Double(counter.reviewsInReview - counter.lapses) / Double(counter.reviewsInReview)
        self.forecast = forecast?.counts ?? []
    }
}
