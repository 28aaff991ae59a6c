import QuizPlatform

/// What the menu's Results show, read from the history by an effect: the
/// all-time statistics as sentences, the newest games for the chart, and
/// the recent games to review.
struct ResultsData: Equatable, Sendable {
    /// Recent games listed; any older one is found by its ID.
    static let listed = 20

    var statistics: [LocalizedText]
    /// The newest games first, without their answers: the accuracy chart.
    var charted: [GameRecord]
    /// Up to `listed` recent games, newest first.
    var games: [GameRecord]
}
