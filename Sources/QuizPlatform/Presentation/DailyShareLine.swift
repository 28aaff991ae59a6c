/// The line a daily game ends with, to paste anywhere as Wordle's is:
/// `quizctl daily 2026-11-27 · 7/10 · 🟩🟥🟩🟩🟩🟥🟩🟩🟥🟩 · streak 4`.
///
/// It holds nothing but the day, the score, right or wrong in the order
/// asked, and the streak, so everyone who answered the same way that day
/// (with the same streak) shares the same line, and no question is given
/// away. `ascii` writes `+` and `-` with `|` between the parts, for
/// `--plain` and terminals without emoji. Never longer than 280 characters:
/// a longer game keeps its first answers and an ellipsis.
public struct DailyShareLine: Sendable, Hashable {
    public static let characterLimit = 280

    public let day: String
    public let correct: Int
    public let total: Int
    /// Right or wrong, in the order asked.
    public let marks: [Bool]
    public let streak: Int

    /// nil for a game that was not `--daily`.
    public init?(game: GameRecord, streak: Int) {
        guard let day = game.daily else { return nil }
        self.init(day: day, correct: game.correct, total: game.total, marks: game.answers.map(\.isCorrect), streak: streak)
    }

    public init(day: String, correct: Int, total: Int, marks: [Bool], streak: Int) {
        self.day = day
        self.correct = correct
        self.total = total
        self.marks = marks
        self.streak = streak
    }

    public func text(_ language: Language, ascii: Bool) -> String {
        let separator = ascii ? " | " : " · "
        let streakText = Strings.shareStreak(streak)(language)
        let head = "quizctl daily \(day)\(separator)\(correct)/\(total)\(separator)"
        let tail = streak > 0 ? separator + streakText : ""
        let room = Self.characterLimit - head.count - tail.count
        var squares = marks.map { ascii ? ($0 ? "+" : "-") : ($0 ? "🟩" : "🟥") }
        if squares.count > room { squares = Array(squares.prefix(room - 1)) + ["…"] }
        return head + squares.joined() + tail
    }
}

extension FinishedGame {
    /// The share line of a daily game, its streak counted with this game; nil for any other game.
    public var dailyShareLine: DailyShareLine? {
        DailyShareLine(game: record, streak: statistics.dailyStreak(asOf: record.finishedAt))
    }
}
