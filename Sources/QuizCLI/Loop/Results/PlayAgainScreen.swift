import QuizPlatform

/// A game's result on the run loop, with "[Enter] Play again  [q] Back"
/// always whole under it: the result laid out for the window (`content`
/// gives its lines for a width), PgUp/PgDn scrolling what does not fit.
enum PlayAgainScreen {
    struct State {
        /// The first line of the result shown.
        var first = 0
        /// Nil while the screen waits; then whether to play again.
        var answer: Bool?
    }

    static func update(_ state: State, _ event: Event, content: [String], facts: MainMenuFacts) -> ScreenStep<State> {
        var step = ScreenStep(state: state)
        guard case .key(let key) = event else { return step }
        let keys = keyLines(facts)
        if let first = text(content, facts).scrolled(state.first, by: key, under: keys, size: facts.window) {
            step.state.first = first
        } else if let answer = PlayAgainKey.meaning(key) {
            step.state.answer = answer
        }
        return step
    }

    static func view(_ state: State, content: [String], facts: MainMenuFacts, size: TerminalSize) -> Frame {
        Frame(size: size, styled: text(content, facts).lines(first: state.first, under: keyLines(facts), size: size))
    }

    /// Whether the player asked for another game; no when input ends.
    @MainActor
    static func ask(_ content: @escaping (Int) -> [String], on console: Console) -> Bool {
        // Keys hammered through the last feedback pause would start (or leave) the next game unseen.
        console.terminal.discardTypedAhead()
        let program = ScreenProgram<State>(
            step: { state, event, facts in update(state, event, content: content(facts.window.columns), facts: facts) },
            draw: { state, facts, size in view(state, content: content(size.columns), facts: facts, size: size) },
            isDone: { $0.answer != nil })
        return program.run(State(), on: console, clock: .live).answer ?? false
    }

    private static func text(_ content: [String], _ facts: MainMenuFacts) -> ScrolledText {
        ScrolledText(text: content, style: facts.style, language: facts.language)
    }

    private static func keyLines(_ facts: MainMenuFacts) -> [String] {
        let style = facts.style
        return [
            "",
            style.bold("[Enter] " + Strings.playAgain(facts.language)) + style.dim("   [q] " + Strings.menuBack(facts.language)),
        ]
    }
}
