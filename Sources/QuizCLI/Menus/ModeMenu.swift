import QuizPlatform

/// "What would you like to play?" on a terminal, when `play` has no MODE.
@MainActor
struct ModeMenu {
    let console: Console

    static let modes: [ModeKind] = [.yesno, .classic, .millionaire, .review]

    func choose() -> ModeKind? {
        let items = Self.modes.enumerated().map { index, mode in
            MenuItem(console.text(Strings.modeTitle(mode)) + console.style.dim(" — " + console.text(Strings.modeDescription(mode))))
        }
        return Prompt(console: console).choose(Strings.chooseMode, items).map { Self.modes[$0] }
    }
}
