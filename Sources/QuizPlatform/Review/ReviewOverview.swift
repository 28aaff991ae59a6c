import Foundation

/// What `quizctl review` reports: what is due when, how well you recall,
/// and how many reviews fall on each of the next 30 days.
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
    /// Reviews scheduled on each of the next 30 UTC days, today first
    /// (today's count includes what is overdue).
    public var forecast: [Int]

    public static let forecastDays = 30

    init(entries: [ReviewCollection.Entry], dueNow: Int, now: Date) {
        self.dueNow = dueNow
        let today = ReviewDay(containing: now)
        let scheduled = entries.compactMap(\.card.due)
        laterToday = scheduled.count { $0 > now && $0 < today.end }
        tomorrow = scheduled.count { ReviewDay(containing: today.end).contains($0) }
        thisWeek = scheduled.count { $0 > now && $0 <= now.addingTimeInterval(7 * 86_400) }
        newCards = entries.count { $0.card.phase == .new }
        total = entries.count
        let reviewed = entries.reduce(0) { $0 + $1.card.reviewsInReview }
        let lapses = entries.reduce(0) { $0 + $1.card.lapses }
        retention = reviewed == 0 ? nil : Double(reviewed - lapses) / Double(reviewed)
        var forecast = Array(repeating: 0, count: Self.forecastDays)
        for due in scheduled {
            let day = max(0, today.days(until: due))
            if day < Self.forecastDays { forecast[day] += 1 }
        }
        self.forecast = forecast
    }
}
