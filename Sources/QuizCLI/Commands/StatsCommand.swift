import QuizPlatform

/// `quizctl stats`: all-time statistics and a chart of recent accuracy.
struct StatsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "stats",
            summary: Strings.Commands.statsSummary,
            options: [CommonOptions.modeFilter, CommonOptions.json],
            discussion: Strings.Commands.statsDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let mode = arguments[CommonOptions.modeFilter]
        let today = environment.clock.now()
        let statistics = try environment.stores.currentStatistics()
        if arguments[CommonOptions.json] {
            console.print(try JSONOutput.string(StatisticsReport(statistics, mode: mode, today: today)))
            return
        }
        let lines = StatisticsLines(statistics: statistics, mode: mode, style: console.style, today: today)
        for line in lines.lines { console.print(line) }
        // The chart reads only the newest games, from the end of the history.
        let recent = try environment.stores.history.recent(limit: AccuracyChart.gameLimit, mode: mode, answers: false)
        let chart = AccuracyChart(newestFirst: recent, style: console.style, language: console.language).lines(width: console.width)
        if !chart.isEmpty { console.print("\n" + chart.joined(separator: "\n")) }
    }
}
