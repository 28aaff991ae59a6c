@preconcurrency import Glibc
import QuizPlatform

/// `quizctl` on a terminal: a short splash, then Play · Results · Add
/// questions · Settings · Quit until the player quits.
@MainActor
struct MainMenu {
    var environment: AppEnvironment
    private var game: Game { environment.game }

    mutating func run() async throws {
        while true {
            let console = environment.console
            console.write(Screen.clearScreen + Splash.text(style: console.style, language: console.language) + "\n", to: .output)
            let items = [
                MenuItem(console.text(Strings.menuPlay), hotKey: "p"),
                MenuItem(console.text(Strings.menuResults), hotKey: "r"),
                MenuItem(console.text(Strings.menuAddQuestions), hotKey: "a"),
                MenuItem(console.text(Strings.menuSettings), hotKey: "s"),
                MenuItem(console.text(Strings.quit), hotKey: "q"),
            ]
            switch Prompt(console: console).choose(Strings.mainMenuTitle, items, cancel: .quit) {
            case 0:
                console.write(Screen.clearScreen, to: .output)
                if let mode = ModeMenu(console: console).choose() {
                    try await playFromMenu(mode, console: console)
                }
            case 1: try ResultsScreen(stores: game.stores, console: console, clock: environment.clock).show()
            case 2: try addQuestion(console: console)
            case 3:
                try SettingsScreen(stores: game.stores, console: console).run()
                environment.adopt(try game.stores.settings.load())
            default:
                return
            }
        }
    }

    /// A game started from the menu: a failure is shown, and the menu comes back.
    private func playFromMenu(_ mode: ModeKind, console: Console) async throws {
        do {
            try await GamePlayer(environment: environment, options: PlayOptions()).play(mode)
        } catch let error as any UserFacingError {
            console.error(error.message)
            Prompt(console: console).pause()
        }
    }

    private func addQuestion(console: Console) throws {
        do {
            AddCommand.report(try QuestionBuilderScreen(console: console, stores: game.stores, clock: environment.clock).run(), on: console)
        } catch let error as any UserFacingError {
            console.error(error.message)
        }
        Prompt(console: console).pause()
    }
}

/// The splash: the name and a line, drawn at once (no artificial pause).
enum Splash {
    static func text(style: Style, language: Language) -> String {
        let title = style.bold(style.cyan("  ┌─┐ ┬ ┬ ┬ ┌─┐ ┌─┐ ┌┬┐ ┬\n  │─┼┐│ │ │ ┌─┘ │    │  │\n  └─┘└└─┘ ┴ └─┘ └─┘  ┴  ┴─┘"))
        return title + "\n  " + style.dim(Strings.tagline(language)) + "\n"
    }
}
