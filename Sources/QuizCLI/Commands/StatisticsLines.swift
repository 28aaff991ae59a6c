import FoundationEssentials
import QuizPlatform

/// The human form of the statistics, shared by `stats` and the Results menu.
struct StatisticsLines {
    let statistics: Statistics
    let mode: ModeKind?
    let style: Style
    /// Now, for the daily streak: a streak still counts on the day after its last game.
    let today: Date

    var lines: [LocalizedText] {
        let tally = statistics.tally(for: mode)
        guard tally.gamesPlayed > 0 else { return [Strings.noGamesYet] }
        var lines = [
            Strings.quizzesPlayed(tally.gamesPlayed),
            Strings.answeredRight(tally.totalCorrect, of: tally.totalQuestions),
            Strings.averageAccuracy(DecimalText.fixed(tally.accuracy, decimals: 2)),
        ]
        if let best = tally.best {
            lines.append(Strings.record(best.correct, of: best.total, on: RoundSummary.recordDate(best.date)))
        }
        if mode == nil {
            for kind in ModeKind.allCases {
                guard let modeTally = statistics.modes[kind] else { continue }
                lines.append(
                    Strings.modeLine(kind, games: modeTally.gamesPlayed, accuracy: DecimalText.fixed(modeTally.accuracy, decimals: 1)))
            }
        }
        if mode == nil || mode == .party, !statistics.playerBests.isEmpty {
            lines.append(Strings.partyPlayersTitle)
            lines += statistics.playerBests.map {
                Strings.partyPlayerStats($0, date: RoundSummary.recordDate($0.bestDate))
            }
        }
        let streak = statistics.dailyStreak(asOf: today)
        if streak > 0 { lines.append(Strings.dailyStreak(streak)) }
        return lines
    }
}
