@preconcurrency import Glibc
import QuizPlatform

/// `quizctl` on a terminal: a short splash, then Play · Results · Add
/// questions · Your questions · Settings · Quit until the player quits.
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
                MenuItem(
                    console.text(Strings.partyTitle) + console.style.dim(" — " + console.text(Strings.partyMenuDescription)), hotKey: "t"),
                MenuItem(console.text(Strings.menuResults), hotKey: "r"),
                MenuItem(console.text(Strings.menuAddQuestions), hotKey: "a"),
                MenuItem(console.text(Strings.menuYourQuestions), hotKey: "y"),
                MenuItem(console.text(Strings.menuSettings), hotKey: "s"),
                MenuItem(console.text(Strings.menuReview(due: dueNow())), hotKey: "v"),
                MenuItem(console.text(Strings.quit), hotKey: "q"),
            ]
            switch Prompt(console: console).choose(Strings.mainMenuTitle, items, cancel: .quit) {
            case 0:
                console.write(Screen.clearScreen, to: .output)
                if let mode = ModeMenu(console: console).choose() {
                    try await playFromMenu(mode, console: console)
                }
            case 1: try await playParty(console: console)
            case 2: try ResultsScreen(stores: environment.stores, console: console, clock: environment.clock).show()
            case 3: QuestionsScreen(environment: environment).writeQuestions()
            case 4: try QuestionsScreen(environment: environment).run()
            case 5:
                try SettingsScreen(stores: environment.stores, console: console).run()
                environment.adopt(try environment.stores.settings.load())
            case 6: try await playFromMenu(.review, console: console, askFirst: false)
            default:
                return
            }
        }
    }

    /// The party's start screen (players, game, source), then the party; a
    /// failure is shown, and the menu comes back.
    private func playParty(console: Console) async throws {
        do {
            guard let options = try StartScreen(environment: environment, mode: .party).run() else { return }
            let roster = try PartyRoster(names: options.players ?? [])
            try await PartyPlayer(environment: environment, options: options, roster: roster).play()
        } catch let error as any UserFacingError {
            console.error(error.message)
            Prompt(console: console).pause()
        }
    }

    /// Cards a review session would ask now; 0 when the data cannot be read
    /// (the review game itself then says why).
    private func dueNow() -> Int {
        let stores = environment.stores
        let newPerDay = (try? stores.settings.load().reviewNewPerDay) ?? Settings().reviewNewPerDay
        return (try? ReviewCollection.overview(of: stores.reviewMaterial, at: environment.clock.now(), newPerDay: newPerDay).dueNow) ?? 0
    }

    /// A game started from the menu: a failure is shown, and the menu comes back.
    /// The review line plays the cards due at once (`askFirst` false), without
    /// the start screen: what is due is the whole choice.
    private func playFromMenu(_ mode: ModeKind, console: Console, askFirst: Bool = true) async throws {
        do {
            var options = PlayOptions()
            if askFirst {
                guard let chosen = try StartScreen(environment: environment, mode: mode).run() else { return }
                options = chosen
            }
            try await GamePlayer(environment: environment, options: options).play(mode)
        } catch let error as any UserFacingError {
            console.error(error.message)
            Prompt(console: console).pause()
        }
    }

}

/// The splash: the name and a line, drawn at once (no artificial pause).
enum Splash {
    static func text(style: Style, language: Language) -> String {
        guard style.glyphs.drawsSplashArt else { return style.bold("quizctl") + " — " + Strings.tagline(language) + "\n" }
        let title = style.bold(style.cyan("  ┌─┐ ┬ ┬ ┬ ┌─┐ ┌─┐ ┌┬┐ ┬\n  │─┼┐│ │ │ ┌─┘ │    │  │\n  └─┘└└─┘ ┴ └─┘ └─┘  ┴  ┴─┘"))
        return title + "\n  " + style.dim(Strings.tagline(language)) + "\n"
    }
}
