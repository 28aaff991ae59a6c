import FoundationEssentials

/// MovieQuiz's end-of-round alert, as text lines: result, games played,
/// the record of rounds of this kind with date and time, average accuracy.
public struct RoundSummary: Sendable, Hashable {
    public var title: LocalizedText
    public var lines: [LocalizedText]
    public var playAgain: LocalizedText

    public init(game: GameRecord, statistics: Statistics, timeZone: TimeZone? = nil) {
        let tally = statistics.tally(for: game.mode)
        title = Strings.roundOverTitle
        var lines = [
            Strings.roundResult(game.correct, of: game.total),
            Strings.quizzesPlayed(tally.gamesPlayed),
        ]
        // The record of this kind of round, as MovieQuiz shows the best 10-question round (issue 28).
        if let kind = RoundKind(of: game), let best = statistics.records[kind] {
            let date = Self.recordDate(best.date, timeZone: timeZone)
            lines.append(
                kind.questions == nil
                    ? Strings.ladderRecord(best.correct, on: date) : Strings.record(best.correct, of: best.total, on: date))
        }
        lines.append(Strings.averageAccuracy(DecimalText.fixed(tally.accuracy, decimals: 2)))
        self.lines = lines
        playAgain = Strings.playAgain
    }

    /// "22.11.26 14:05", as MovieQuiz shows the record's date.
    /// "22.11.26 14:05" in `timeZone`, or when nil in the system's local
    /// time (`CivilTime.local`: reading `TimeZone.current` costs a process
    /// a million instructions).
    public static func recordDate(_ date: Date, timeZone: TimeZone? = nil) -> String {
        let time = timeZone.map { CivilTime(date, offset: $0.secondsFromGMT(for: date)) } ?? CivilTime.local(date)
        let day = [time.day, time.month, time.year % 100].map { CivilTime.digits($0, 2) }.joined(separator: ".")
        return "\(day) \(CivilTime.digits(time.hour, 2)):\(CivilTime.digits(time.minute, 2))"
    }
}

/// DailyQuiz's result screen: "7 of 10", a title and a line by share right.
public struct ResultVerdict: Sendable, Hashable {
    public var score: LocalizedText
    public var title: LocalizedText
    public var line: LocalizedText

    public init(correct: Int, total: Int) {
        score = Strings.scoreOf(correct, total)
        let share = total == 0 ? 0 : Double(correct) / Double(total)
        let tier =
            switch share {
            case 1...: 0
            case 0.8...: 1
            case 0.6...: 2
            case 0.4...: 3
            case 0.2...: 4
            default: 5
            }
        title = Strings.verdictTitles[tier]
        line = Strings.verdictLines[tier]
    }
}
