import MillionaireMode
import QuizPlatform

/// The rules each mode plays by: the one place a mode's name meets its type.
/// Everything else about a mode (its default source and count, lifelines,
/// prize ladder) the rules say themselves.
enum GameModes {
    static func mode(for kind: ModeKind) -> any GameMode {
        switch kind {
        case .yesno: YesNoRound()
        case .classic: ClassicRound()
        case .millionaire: MillionaireLadder()
        case .review: ReviewRound()
        case .party: PartyRound()
        }
    }
}
