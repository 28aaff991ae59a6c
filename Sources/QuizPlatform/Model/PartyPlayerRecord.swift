import FoundationEssentials

/// One player's part of a finished party game, as the history keeps it and
/// `--json` prints it: `{"name", "points", "correct", "answers"}`.
public struct PartyPlayerRecord: Sendable, Hashable, Codable {
    public var name: String
    public var points: Int
    /// Questions this player answered right.
    public var correct: Int
    /// This player's answers, in the order given (a wrong buzz included).
    public var answers: [PartyAnswer]

    public init(name: String, points: Int, correct: Int, answers: [PartyAnswer]) {
        self.name = name
        self.points = points
        self.correct = correct
        self.answers = answers
    }
}

/// One answer of one player in a party game.
public struct PartyAnswer: Sendable, Hashable, Codable {
    /// The question's number in the game, from 1 (the game's `answers` in order).
    public var question: Int
    /// nil when the time ran out.
    public var chosenAnswer: String?
    public var isCorrect: Bool
    /// From the question's first showing to the answer (the buzz, in buzzer mode).
    public var seconds: Double
    /// What the answer scored, its streak bonus included.
    public var points: Int

    public init(question: Int, chosenAnswer: String?, isCorrect: Bool, seconds: Double, points: Int) {
        self.question = question
        self.chosenAnswer = chosenAnswer
        self.isCorrect = isCorrect
        self.seconds = seconds
        self.points = points
    }

    private enum CodingKeys: String, CodingKey {
        case question, chosenAnswer, isCorrect, seconds, points
    }

    /// Written by hand so that `chosenAnswer` is `null` when the time ran
    /// out, as in a game's own answers.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(question, forKey: .question)
        try c.encode(chosenAnswer, forKey: .chosenAnswer)
        try c.encode(isCorrect, forKey: .isCorrect)
        try c.encode(seconds, forKey: .seconds)
        try c.encode(points, forKey: .points)
    }
}
