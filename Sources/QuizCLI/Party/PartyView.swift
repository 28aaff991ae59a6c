import QuizPlatform

/// What happened while a party's question waited.
enum PartyInput: Equatable {
    /// A player answered (in buzzer mode, the one who buzzed).
    case answer(player: Int, Answer)
    case timedOut
    case endOfInput
    case quit
}

/// How a party is shown and answered: on a terminal with buzzer keys, or
/// from a script one `NAME: ANSWER` line at a time. `PartyDriver` runs the
/// same rules over either.
@MainActor
protocol PartyView {
    /// The rules and the players (with their keys), before the first
    /// question; false when the players leave instead of starting.
    func showStart(_ session: PartySession, roster: PartyRoster) -> Bool
    /// Forgets keys pressed before the question was shown.
    func discardTypedAhead()
    /// Shows the current question and waits for a player's answer, saying
    /// why input it cannot take is refused, until the time runs out.
    func read(_ session: PartySession, roster: PartyRoster) -> PartyInput
    /// The verdict on an answer: who, right or wrong, the points.
    func showFeedback(_ feedback: PartyFeedback, session: PartySession, roster: PartyRoster)
    /// The standings between two questions.
    func showScoreboard(_ session: PartySession)
    /// The final podium.
    func showPodium(_ players: [PartyPlayerRecord])
}
