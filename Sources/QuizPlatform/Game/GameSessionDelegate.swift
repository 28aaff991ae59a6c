/// Who hears of a session's progress and of its end, without the session
/// knowing who listens: the `Game` that owns it (the seed's Delegate).
@MainActor
public protocol GameSessionDelegate: AnyObject {
    /// An answer was recorded; it is `session.answers.last`.
    func session(_ session: GameSession, didRecord answer: AnswerRecord)
    /// The game is over (its last answer, an elimination or a walk-away):
    /// it takes no more answers and its record can be saved.
    func sessionDidEnd(_ session: GameSession)
}

extension GameSessionDelegate {
    /// Most listeners care only about the end.
    public func session(_ session: GameSession, didRecord answer: AnswerRecord) {}
}
