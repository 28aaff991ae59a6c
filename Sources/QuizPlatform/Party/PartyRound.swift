/// The rules a party's questions are loaded by: a classic round's (choice
/// and true/false questions, from any source), ten unless asked. The party
/// itself is played by `PartySession`, not a `GameSession`.
public struct PartyRound: GameMode {
    public init() {}
    public var kind: ModeKind { .party }
    public var format: QuestionFormat { .choice }
    public var defaultSource: String { "trivia" }
    /// A party's points need a time to be fast within.
    public var defaultTimer: Double? { PartyScoring.untimedSeconds }
}
