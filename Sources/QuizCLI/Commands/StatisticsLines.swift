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
        // A record for each kind of round, never one across them (issue 28).
        let records = statistics.records.filter { mode == nil || $0.key.mode == mode }.sorted { $0.key < $1.key }
        if !records.isEmpty {
            lines.append(Strings.recordsTitle)
            lines += records.map { Strings.roundRecord($0.key, $0.value, date: RoundSummary.recordDate($0.value.date)) }
        }
        if mode == nil {
            lines.append(Strings.byModeTitle)
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
