import FoundationEssentials

/// What the coordinator keeps of each game that ended in this process, as
/// the Millionaire seed asks: the share of its questions answered right
/// (of a ladder's fifteen steps, not only of those reached).
public struct SessionResult: Sendable, Hashable {
    public var gameID: UUID
    public var mode: ModeKind
    public var correct: Int
    /// The questions the game had: a ladder's steps, a round's length.
    public var questions: Int

    /// `correct` of `questions`, 0 for a game without questions.
    public var share: Double { questions == 0 ? 0 : Double(correct) / Double(questions) }

    public init(gameID: UUID, mode: ModeKind, correct: Int, questions: Int) {
        self.gameID = gameID
        self.mode = mode
        self.correct = correct
        self.questions = questions
    }
}
