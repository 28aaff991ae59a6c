@preconcurrency import Glibc
import QuizPlatform

/// The menu's Results: all-time statistics, then the recent games; a game's
/// number opens its review.
@MainActor
struct ResultsScreen {
    let stores: DataStores
    let console: Console
    /// Today, for the daily streak.
    let clock: WallClock

    func show() throws {
        let statistics = try stores.currentStatistics()
        let games = try stores.history.recent(limit: 10, mode: nil)
        var lines = [console.style.bold(console.text(Strings.menuResults)), ""]
        lines += StatisticsLines(statistics: statistics, mode: nil, style: console.style, today: clock.now()).lines.map(console.text)
        let recent = try stores.history.recent(limit: AccuracyChart.gameLimit, mode: nil)
        let chart = AccuracyChart(newestFirst: recent, style: console.style, language: console.language).lines(width: console.width)
        if !chart.isEmpty { lines += [""] + chart }
        if !games.isEmpty {
            lines.append("")
            lines += HistoryTable(games: games, style: console.style).lines(console.language)
        }
        console.write(Screen.clearScreen + lines.joined(separator: "\n") + "\n\n", to: .output)
        guard !games.isEmpty else { return Prompt(console: console).pause() }
        let items = games.map { MenuItem(HistoryTable.describe($0, language: console.language)) }
        guard let picked = Prompt(console: console).choose(Strings.pickGameToReview, items) else { return }
        let review = GameReview(game: games[picked], style: console.style).lines(console.language)
        console.write(Screen.clearScreen + review.joined(separator: "\n") + "\n\n", to: .output)
        Prompt(console: console).pause()
    }
}
