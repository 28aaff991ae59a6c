import QuizPlatform

/// A mode's start screen for output read in order (accessible mode,
/// `TERM=dumb`): the rows said as a menu, a list a row opens said as
/// another, the players typed as a line, the rules written whole. The
/// choices change as on the run loop (`StartState.pick`); on a terminal,
/// `StartScreen`.
@MainActor
struct StartInOrder {
    let console: Console

    /// The state with `chosen` set, or as it was when the player went back.
    func run(_ state: StartState) -> StartState {
        var state = state
        let facts = MainMenuFacts(language: console.language, style: console.style, due: 0)
        let prompt = Prompt(console: console)
        while state.chosen == nil {
            let rows = state.rows
            console.write(Screen.clearScreen, to: .output)
            let items = rows.map { $0.item(in: state, facts: facts) }
            guard let picked = prompt.choose(Strings.startTitle(state.mode), items, selected: state.selected) else { return state }
            state.selected = picked
            state.pick(rows[picked])
            switch state.panel {
            case .rows: break
            case .sources(let selected, _):
                let items = StartScreen.sourcePicker(state, facts: facts).items
                if let index = prompt.choose(Strings.chooseSource, items, selected: selected) { state.chooseSource(index) }
            case .categories(let selected, _):
                let items = StartScreen.categoryPicker(state, facts: facts).items
                if let index = prompt.choose(Strings.filterCategory, items, selected: selected) { state.chooseCategory(index) }
            case .players(let editor, _):
                var problem: LocalizedText?
                repeat {
                    if let problem { console.show(console.text(problem)) }
                    guard let text = prompt.line(Strings.partyPlayersPrompt, default: editor.text.isEmpty ? nil : editor.text) else {
                        break
                    }
                    problem = state.typePlayers(text)
                } while problem != nil
            case .rules:
                for line in StartScreen.rules(state, facts: facts).lines { console.show(line) }
                prompt.pause()
            }
            state.panel = .rows
        }
        return state
    }
}
