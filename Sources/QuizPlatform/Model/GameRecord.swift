import Foundation

/// The game modes. The raw values are CLI.md's mode names.
public enum ModeKind: String, Sendable, Hashable, Codable, CaseIterable {
    case yesno, classic, millionaire, review
}

/// How a game ended.
public enum Outcome: String, Sendable, Hashable, Codable {
    case completed
    case eliminated
    case walkedAway = "walked-away"
}

/// The Millionaire lifelines, as recorded per answer.
public enum Hint: String, Sendable, Hashable, Codable, CaseIterable {
    case fiftyFifty, phoneAFriend, askTheAudience
}

/// One answered (or timed-out) question of a finished game.
public struct AnswerRecord: Sendable, Hashable, Codable {
    public var question: String
    public var subject: String?
    public var options: [String]
    public var correctAnswer: String
    /// nil when the time ran out.
    public var chosenAnswer: String?
    public var isCorrect: Bool
    public var seconds: Double
    public var hints: [Hint]
    /// The question's identity, so the review mode can find it again.
    public var questionID: String?
    public var category: String?
    public var difficulty: Difficulty?

    public init(
        question: String, subject: String? = nil, options: [String], correctAnswer: String,
        chosenAnswer: String?, isCorrect: Bool, seconds: Double, hints: [Hint] = [],
        questionID: String? = nil, category: String? = nil, difficulty: Difficulty? = nil
    ) {
        self.question = question
        self.subject = subject
        self.options = options
        self.correctAnswer = correctAnswer
        self.chosenAnswer = chosenAnswer
        self.isCorrect = isCorrect
        self.seconds = seconds
        self.hints = hints
        self.questionID = questionID
        self.category = category
        self.difficulty = difficulty
    }
}

/// A finished game, as kept in history.jsonl and printed by `--json`.
public struct GameRecord: Sendable, Hashable, Codable, Identifiable {
    public var id: UUID
    public var mode: ModeKind
    public var source: String
    public var startedAt: Date
    public var finishedAt: Date
    public var outcome: Outcome
    public var correct: Int
    public var total: Int
    public var prize: Int
    /// Set for `--daily` games: the UTC date of the challenge, "2026-11-22".
    public var daily: String?
    public var answers: [AnswerRecord]

    public init(
        id: UUID = UUID(), mode: ModeKind, source: String, startedAt: Date, finishedAt: Date,
        outcome: Outcome, correct: Int, total: Int, prize: Int = 0, daily: String? = nil,
        answers: [AnswerRecord]
    ) {
        self.id = id
        self.mode = mode
        self.source = source
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.outcome = outcome
        self.correct = correct
        self.total = total
        self.prize = prize
        self.daily = daily
        self.answers = answers
    }

    /// Share of questions answered right, 0...1 (0 for an empty game).
    public var accuracy: Double { total == 0 ? 0 : Double(correct) / Double(total) }
}
