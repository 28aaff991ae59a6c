import QuizPlatform

/// The main menu: Play · Party · Host for phones · Results · Add questions · Your questions ·
/// Settings · Review · Quit. Every entry opens a screen on the loop, read
/// by an effect first where it shows stored data; Review's game is handed
/// the terminal (an effect). Escape asks before leaving, Quit (q) leaves at once.
enum MainMenuScreen {
    /// What each entry opens, in order.
    enum Entry: Equatable {
        case handOver(HandOver)
        case modes
        case party
        /// The party's start screen with its game hosted for phones.
        case hostForPhones
        case results
        case addQuestions
        case yourQuestions
        case settings
        case quit
    }

    static let entries: [Entry] = [
        .modes, .party, .hostForPhones, .results, .addQuestions, .yourQuestions, .settings,
        .handOver(.review), .quit,
    ]

    static func update(_ state: MainMenuState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<MainMenuState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.handedBack):
            step.state.opened = nil
        case .effectFinished(let result) where state.opening != nil:
            // The screen read for the entry picked opens.
            step.state.opening = nil
            switch (state.opening, result) {
            case (.party, .startReady(let start)), (.hostForPhones, .startReady(let start)): step.navigation = .push(.start(start))
            case (.results, .resultsReady(let data)): step.navigation = .push(.results(ResultsState(data: data)))
            case (.yourQuestions, .questionsReady(let data)): step.navigation = .push(.questions(QuestionsState(data: data)))
            case (.addQuestions, .questionsReady(let data)):
                step.navigation = .push(.addQuestions(AddQuestionsState(existing: data.questions.map(\.entry))))
            default: break
            }
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
                case .party: open(.party, reading: .openStart(.party), on: &step)
                case .hostForPhones: open(.hostForPhones, reading: .openStart(.party, onPhones: true), on: &step)
                case .results: open(.results, reading: .loadResults, on: &step)
                case .addQuestions: open(.addQuestions, reading: .loadQuestions, on: &step)
                case .yourQuestions: open(.yourQuestions, reading: .loadQuestions, on: &step)
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

    /// An entry whose screen is read first: the effect that reads it, and
    /// the entry to open when it is read.
    private static func open(_ entry: Entry, reading effect: Effect, on step: inout ScreenStep<MainMenuState>) {
        step.state.opening = entry
        step.effects = [effect]
    }

    static func view(_ state: MainMenuState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        let style = facts.style
        let language = facts.language
        var bottom: [String] = []
        if state.askingToLeave {
            bottom = MenuPicker.question(Strings.leaveQuizctl, facts: facts, columns: size.columns)
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
            MenuItem(Strings.menuHost(language) + style.dim(" — " + Strings.menuHostDescription(language)), hotKey: "h"),
            MenuItem(Strings.menuResults(language), hotKey: "r"),
            MenuItem(Strings.menuAddQuestions(language), hotKey: "a"),
            MenuItem(Strings.menuYourQuestions(language), hotKey: "y"),
            MenuItem(Strings.menuSettings(language), hotKey: "s"),
            MenuItem(Strings.menuReview(due: facts.due)(language), hotKey: "v"),
            MenuItem(Strings.quit(language), hotKey: "q"),
        ]
        var picker = MenuPicker(title: Strings.mainMenuTitle(language), items: items, style: style)
        picker.cancel = .quit
        picker.language = language
        return picker
    }
}
