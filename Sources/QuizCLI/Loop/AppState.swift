/// The interactive app on the run loop: the screen shown, the screens under
/// it (back goes to the last), and what every screen draws with.
struct AppState: Equatable {
    /// The language, colours and cards due: changed by Settings and by games.
    var facts: MainMenuFacts
    var screen: AppScreen
    /// The screens under `screen`, the main menu first.
    var stack: [AppScreen] = []
    var done = false

    /// The app as it opens: the main menu, or another screen `play` opens on its own.
    init(facts: MainMenuFacts, screen: AppScreen = .mainMenu(MainMenuState())) {
        self.facts = facts
        self.screen = screen
    }

    /// Moves along the navigation stack.
    mutating func go(_ navigation: Navigation) {
        switch navigation {
        case .stay: break
        case .push(let next):
            stack.append(screen)
            screen = next
        case .pop:
            if let previous = stack.popLast() { screen = previous } else { done = true }
        case .home:
            if case .mainMenu? = stack.first {
                screen = stack[0]
                stack = []
            } else {
                done = true
            }
        case .quit: done = true
        }
    }
}
