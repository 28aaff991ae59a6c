import QuizPlatform

/// The main menu: Play · Party · Results · Add questions · Your questions ·
/// Settings · Review · Quit. Play's modes, the party's start screen,
/// Results and Settings are screens on the loop; the other entries' screens are handed
/// the terminal (an effect) until they are on the loop too. Escape asks before leaving, Quit (q) leaves at once.
enum MainMenuScreen {
    /// What each entry opens, in order.
    enum Entry: Equatable {
        case handOver(HandOver)
        case modes
        case party
        case results
        case settings
        case quit
    }

    static let entries: [Entry] = [
        .modes, .party, .results, .handOver(.addQuestions), .handOver(.yourQuestions), .settings,
        .handOver(.review), .quit,
    ]

    static func update(_ state: MainMenuState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<MainMenuState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.handedBack):
            step.state.opened = nil
        case .effectFinished(.startReady(let start)):
            step.navigation = .push(.start(start))
        case .effectFinished(.resultsReady(let data)):
            step.navigation = .push(.results(ResultsState(data: data)))
        case .key(let key) where state.askingToLeave:
            if let leave = AnswerKey.yesOrNo(key, language: facts.language) {
                step.state.askingToLeave = false
                if leave { step.navigation = .quit }
            }
        case .key(let key) where state.opened == nil:
            switch MenuKey.press(key, on: picker(facts), selected: &step.state.selected, hint: &step.state.hint) {
            case .choose(let index):
                switch entries[index] {
                case .quit: step.navigation = .quit
                case .settings: step.navigation = .push(.settings(SettingsState()))
                case .modes: step.navigation = .push(.modes(ModeMenuState()))
                case .party: step.effects = [.openStart(.party)]
                case .results: step.effects = [.loadResults]
                case .handOver(let screen):
                    step.state.opened = screen
                    step.effects = [.handOver(screen)]
                }
            case .cancel: step.state.askingToLeave = true
            case .move, .ignore: break
            }
        default:
            break
        }
        return step
    }

    static func view(_ state: MainMenuState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let style = facts.style
        let language = facts.language
        var bottom: [String] = []
        if state.askingToLeave {
            bottom = ["", style.bold(Strings.leaveQuizctl(language)), style.cyan(Strings.confirmKeys(language))]
        }
        let menu = picker(facts)
            .lines(selected: state.selected, size: TerminalSize(columns: size.columns, rows: size.rows - bottom.count), hint: state.hint)
        // The splash gives up its rows first: the menu and its keys are always whole.
        let splash = Splash.text(style: style, language: language).split(separator: "\n").map(String.init)
        let room = size.rows - menu.count - bottom.count
        let heading = room >= splash.count + 1 ? splash + [""] : []
        return Frame(size: size, styled: heading + menu + bottom)
    }

    static func picker(_ facts: MainMenuFacts) -> MenuPicker {
        let language = facts.language
        let style = facts.style
        let items = [
            MenuItem(Strings.menuPlay(language), hotKey: "p"),
            MenuItem(Strings.partyTitle(language) + style.dim(" — " + Strings.partyMenuDescription(language)), hotKey: "t"),
            MenuItem(Strings.menuResults(language), hotKey: "r"),
            MenuItem(Strings.menuAddQuestions(language), hotKey: "a"),
            MenuItem(Strings.menuYourQuestions(language), hotKey: "y"),
            MenuItem(Strings.menuSettings(language), hotKey: "s"),
            MenuItem(Strings.menuReview(due: facts.due)(language), hotKey: "v"),
            MenuItem(Strings.quit(language), hotKey: "q"),
        ]
        var picker = MenuPicker(title: Strings.mainMenuTitle(language), items: items, style: style, width: Int.max)
        picker.cancel = .quit
        picker.language = language
        return picker
    }
}
