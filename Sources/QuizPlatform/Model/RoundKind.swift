/// The kind of round a record is kept for (issue 28): its mode and its
/// number of questions, as MovieQuiz keeps the best 10-question round. A
/// 2-question round answered right is not a better record than 6 of 10.
///
/// The Millionaire ladder is one kind whatever step a game ended on: a
/// walk-away after 2 questions and a climb to 15 are the same round, so its
/// record is the most steps climbed.
public struct RoundKind: Sendable, Hashable, Codable, Comparable {
    public var mode: ModeKind
    /// Questions in the round; nil for the Millionaire ladder.
    public var questions: Int?

    public init(mode: ModeKind, questions: Int?) {
        self.mode = mode
        self.questions = questions
    }

    /// The kind of `game`'s round; nil for a party, whose right answers are
    /// several players' (each player's best is kept by name instead), and
    /// for a review, whose length is what was due, not a round chosen.
    public init?(of game: GameRecord) {
        switch game.mode {
        case .party, .review: return nil
        case .millionaire: self.init(mode: .millionaire, questions: nil)
        case .yesno, .classic: self.init(mode: game.mode, questions: game.total)
        }
    }

    /// In the order of the modes, then the shorter round first.
    public static func < (left: RoundKind, right: RoundKind) -> Bool {
        let modes = ModeKind.allCases
        guard left.mode == right.mode else {
            return modes.firstIndex(of: left.mode) ?? 0 < modes.firstIndex(of: right.mode) ?? 0
        }
        return (left.questions ?? 0) < (right.questions ?? 0)
    }
}
