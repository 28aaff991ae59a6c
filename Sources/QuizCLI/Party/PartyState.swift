import FoundationEssentials
import QuizPlatform

/// One party on the run loop: the session (the questions, the clock, the
/// score), what the screen holds besides the question, and the phase.
@MainActor
struct PartyState {
    let session: PartySession
    let setup: PartySetup
    var phase = PartyPhase.asking
    /// The party's verdicts, in order: on each question, wrong buzzes that
    /// leave it open to the others, then the one that closes it.
    var verdicts: [PartyFeedback] = []
    /// What was wrong with the last key or line.
    var hint: String?
    /// Whether "leave the game?" waits over the card for its key.
    var askingToLeave = false
    /// The question last shown: keys typed before a new one is shown are dropped.
    var shownIndex: Int?
    /// Lines of the question's text scrolled past, when it is too long for the window.
    var textOffset = 0

    init(session: PartySession, setup: PartySetup) {
        self.session = session
        self.setup = setup
    }

    /// Whoever may answer now: the turn player, the one who buzzed, or (nil) anyone not locked out.
    var answering: Int? { session.style == .turn ? session.turnPlayer : session.buzzed }

    var end: RoundEnd? {
        if case .ended(let end) = phase { return end }
        return nil
    }
}

/// What stays the same through one party on the loop.
@MainActor
struct PartySetup {
    let roster: PartyRoster
    /// Seconds the verdict stays before the scoreboard.
    var delay: Double
    var language: Language
    var style: Style
    /// The time the pause is measured by: the injected clock.
    var clock: WallClock
    /// Whether the scoreboard waits for Enter between questions (a
    /// terminal); a script's party goes straight on.
    var scoreboardWaits: Bool
    /// Whether a line may be the answer alone, for the player whose turn it
    /// is (accessible mode at a terminal); a script names its player.
    var answersAlone = false

    var board: PartyBoard { PartyBoard(style: style, language: language) }
}

/// Where a party is between two events.
enum PartyPhase: Equatable {
    /// The current question waits for an answer (or a buzz).
    case asking
    /// The closed question's verdict is shown until `until`.
    case feedback(until: Date)
    /// The standings between two questions, until Enter.
    case scoreboard
    /// The party is over (as a round ends); the podium follows.
    case ended(RoundEnd)
}
