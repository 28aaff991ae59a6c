import QuizPlatform

/// The main menu: Play · Party · Results · Add questions · Your questions ·
/// Settings · Review · Quit. An entry's screen is handed the terminal (an
/// effect) until it is on the loop too; Escape asks before leaving, Quit
/// (q) leaves at once.
@MainActor
struct MainMenuProgram: LoopProgram {
    /// The entries in order, each with the screen it opens (nil: Quit).
    static let entries: [HandOver?] = [.play, .party, .results, .addQuestions, .yourQuestions, .settings, .review, nil]

    func isFinished(_ state: MainMenuState) -> Bool { state.done }
    func tickDelay(_ state: MainMenuState) -> Double? { nil }
    func wantsKeys(_ state: MainMenuState) -> Bool { state.opened == nil }

    func update(_ state: MainMenuState, _ event: Event) -> (MainMenuState, [Effect]) {
        var state = state
        switch event {
        case .endOfInput, .effectFinished(.failed):
            state.done = true
        case .effectFinished(.handedBack(_, let facts)):
            state.opened = nil
            state.facts = facts
        case .key(let key) where state.askingToLeave:
            if let leave = AnswerKey.yesOrNo(key, language: state.facts.language) {
                state.askingToLeave = false
                state.done = leave
            }
        case .key(let key) where state.opened == nil:
            state.hint = nil
            switch Self.picker(state.facts).action(for: key, selected: state.selected) {
            case .move(let index):
                state.selected = index
            case .choose(let index):
                state.selected = index
                guard let entry = Self.entries[index] else {
                    state.done = true
                    break
                }
                state.opened = entry
                return (state, [.handOver(entry)])
            case .cancel:
                state.askingToLeave = true
            case .ignore:
                state.hint = Strings.keyNotHere(MenuPicker.name(of: key))(state.facts.language)
            }
        default:
            break
        }
        return (state, [])
    }

    func view(_ state: MainMenuState, size: TerminalSize) -> Frame {
        let style = state.facts.style
        let language = state.facts.language
        var bottom: [String] = []
        if state.askingToLeave {
            bottom = ["", style.bold(Strings.leaveQuizctl(language)), style.cyan(Strings.confirmKeys(language))]
        }
        let menu = Self.picker(state.facts)
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
