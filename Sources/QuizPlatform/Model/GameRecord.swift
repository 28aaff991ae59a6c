import FoundationEssentials

/// The game modes. The raw values are CLI.md's mode names.
public enum ModeKind: String, Sendable, Hashable, Codable, CaseIterable {
    case yesno, classic, millionaire, review, party
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
    /// The grade the player gave a card they turned over (a flip card);
    /// nil when the answer itself says how well it was known.
    public var rating: ReviewRating?

    public init(
        question: String, subject: String? = nil, options: [String], correctAnswer: String,
        chosenAnswer: String?, isCorrect: Bool, seconds: Double, hints: [Hint] = [],
        questionID: String? = nil, category: String? = nil, difficulty: Difficulty? = nil, rating: ReviewRating? = nil
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
        self.rating = rating
    }

    private enum CodingKeys: String, CodingKey {
        case question, subject, options, correctAnswer, chosenAnswer, isCorrect, seconds, hints, questionID, category, difficulty
        case rating
    }

    /// Written by hand so that `subject` and `chosenAnswer` appear as `null`
    /// when absent: CLI.md promises scripts stable keys.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(question, forKey: .question)
        try c.encode(subject, forKey: .subject)
        try c.encode(options, forKey: .options)
        try c.encode(correctAnswer, forKey: .correctAnswer)
        try c.encode(chosenAnswer, forKey: .chosenAnswer)
        try c.encode(isCorrect, forKey: .isCorrect)
        try c.encode(seconds, forKey: .seconds)
        try c.encode(hints, forKey: .hints)
        try c.encodeIfPresent(questionID, forKey: .questionID)
        try c.encodeIfPresent(category, forKey: .category)
        try c.encodeIfPresent(difficulty, forKey: .difficulty)
        try c.encodeIfPresent(rating, forKey: .rating)
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
    /// Lifelines used on the question a Millionaire player walked away from:
    /// it has no answer to hold them. nil (and left out of the JSON) when none.
    public var walkAwayHints: [Hint]?
    /// A party game's players, each with their points and answers; nil (and
    /// left out of the JSON) for a game of one player.
    public var players: [PartyPlayerRecord]?

    public init(
        id: UUID = UUID(), mode: ModeKind, source: String, startedAt: Date, finishedAt: Date,
        outcome: Outcome, correct: Int, total: Int, prize: Int = 0, daily: String? = nil,
        answers: [AnswerRecord], walkAwayHints: [Hint]? = nil, players: [PartyPlayerRecord]? = nil
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
        self.walkAwayHints = walkAwayHints
        self.players = players
    }

    /// Share of questions answered right, 0...1 (0 for an empty game).
    public var accuracy: Double { total == 0 ? 0 : Double(correct) / Double(total) }

    /// Percent of the questions asked that were answered right, rounded.
    public var percentCorrect: Int { Int((accuracy * 100).rounded()) }

    /// Every lifeline used in the game, in order, the walk-away question's included.
    public var hintsUsed: [Hint] { answers.flatMap(\.hints) + (walkAwayHints ?? []) }
}

/// A game without its answers: the elements of `history --json`.
public struct GameSummary: Encodable, Sendable {
    public let game: GameRecord

    public init(_ game: GameRecord) { self.game = game }

    private enum CodingKeys: String, CodingKey {
        case id, mode, source, startedAt, finishedAt, outcome, correct, total, prize, daily, players
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game.id, forKey: .id)
        try c.encode(game.mode, forKey: .mode)
        try c.encode(game.source, forKey: .source)
        try c.encode(game.startedAt, forKey: .startedAt)
        try c.encode(game.finishedAt, forKey: .finishedAt)
        try c.encode(game.outcome, forKey: .outcome)
        try c.encode(game.correct, forKey: .correct)
        try c.encode(game.total, forKey: .total)
        try c.encode(game.prize, forKey: .prize)
        try c.encodeIfPresent(game.daily, forKey: .daily)
        // The same players as `play --json`: a player's answers are few, and one shape serves scripts best.
        try c.encodeIfPresent(game.players, forKey: .players)
    }
}

extension GameSummary {
    /// One element of `history --json`'s array, indented one level, keys in
    /// CLI.md's order (`GameSummaryJSON`); nil if a value cannot be written.
    public static func jsonElement(of game: GameRecord) -> [UInt8]? { GameSummaryJSON.element(of: game) }
}
