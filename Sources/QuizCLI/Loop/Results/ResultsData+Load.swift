import FoundationEssentials
import QuizPlatform
import QuizStore

extension ResultsData {
    /// The history as the Results screen shows it now; `today` for the daily streak.
    @MainActor
    static func load(from stores: DataStores, today: Date, style: Style) throws -> ResultsData {
        let statistics = try stores.currentStatistics()
        return ResultsData(
            statistics: StatisticsLines(statistics: statistics, mode: nil, style: style, today: today).lines,
            charted: try stores.history.recent(limit: AccuracyChart.gameLimit, mode: nil, answers: false),
            games: try stores.history.recent(limit: listed, mode: nil))
    }
}
