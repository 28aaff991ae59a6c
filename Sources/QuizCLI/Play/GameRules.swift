import MillionaireMode
import QuizPlatform

/// Which rules and which default source each mode plays with.
enum GameRules {
    static func rules(for mode: ModeKind, difficulty: DifficultySetting) -> any GameMode {
        switch mode {
        case .yesno: YesNoRound()
        case .classic: ClassicRound()
        case .millionaire: MillionaireLadder(difficulty: difficulty)
        case .review: ReviewRound()
        }
    }

    /// CLI.md: yesno → movies; classic, millionaire → trivia; review → your mistakes.
    static func defaultSource(for mode: ModeKind) -> String {
        switch mode {
        case .yesno: "movies"
        case .classic, .millionaire: "trivia"
        case .review: "review"
        }
    }
}
