@preconcurrency import Glibc
import QuizPlatform

/// `quizctl` on a terminal: a short splash, then Play · Results · Add
/// questions · Your questions · Settings · Quit until the player quits.
///
/// On a terminal the menu is `MainMenuProgram` on the run loop, and each
/// entry's screen, not on the loop yet, is handed the terminal; output read
/// in order (accessible mode, `TERM=dumb`) still asks with `Prompt`.
@MainActor
struct MainMenu {
    var environment: AppEnvironment
    private var game: Game { environment.game }

    mutating func run() async throws {
        guard !environment.isLinear else { return try await runInOrder() }
        var failure: (any Error)?
        var menu = self
        let loop = AppLoop(program: MainMenuProgram(), terminal: environment.console.terminal, clock: environment.clock) { effect in
            guard case .handOver(let entry) = effect else { return .effectFinished(.failed(.play)) }
            do {
                // The screen handed the terminal starts on a clear one, not over the menu's frame.
                menu.environment.console.write(Screen.clearScreen, to: .output)
                try await menu.open(entry)
                return .effectFinished(.handedBack(entry, menu.facts))
            } catch {
                failure = error
                return .effectFinished(.failed(entry))
            }
        }
        _ = await loop.run(MainMenuState(facts: facts))
        environment = menu.environment
        if let failure { throw failure }
    }

    /// What the menu shows that an entry's screen may change.
    private var facts: MainMenuFacts {
        MainMenuFacts(language: environment.language, style: environment.style, due: dueNow())
    }

    /// The screen of a menu entry, until it returns.
    private mutating func open(_ entry: HandOver) async throws {
        let console = environment.console
        switch entry {
        case .play:
            console.write(Screen.clearScreen, to: .output)
            if let mode = ModeMenu(console: console).choose() { try await playFromMenu(mode, console: console) }
        case .party: try await playParty(console: console)
        case .results: try ResultsScreen(stores: environment.stores, console: console, clock: environment.clock).show()
        case .addQuestions: QuestionsScreen(environment: environment).writeQuestions()
        case .yourQuestions: try QuestionsScreen(environment: environment).run()
        case .settings:
            try SettingsScreen(stores: environment.stores, console: console).run()
            environment.adopt(try environment.stores.settings.load())
        case .review: try await playFromMenu(.review, console: console, askFirst: false)
        }
    }

    /// The menu for output read in order: each choice said in words.
    private mutating func runInOrder() async throws {
        while true {
            let console = environment.console
            console.write(Screen.clearScreen + Splash.text(style: console.style, language: console.language) + "\n", to: .output)
            let items = MainMenuProgram.picker(facts).items
            guard let index = Prompt(console: console).choose(Strings.mainMenuTitle, items, cancel: .quit),
                let entry = MainMenuProgram.entries[index]
            else { return }
            try await open(entry)
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
