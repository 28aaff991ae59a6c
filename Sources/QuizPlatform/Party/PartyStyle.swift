/// How a party shares its questions out. The raw values are what
/// `--party-mode` takes.
public enum PartyStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each player answers a question of their own, in turn.
    case turn
    /// Every question is everyone's: the first to press their key answers;
    /// a wrong answer locks that player out of the question.
    case buzzer
}
