import QuizPlatform

/// A party's first screen on a terminal: its name, the rules, the players
/// (with their keys in buzzer mode) and how to start. The players and the
/// start line must be seen, so on a short window whole rules give way.
@MainActor
struct PartyStartScreen {
    let console: Console
    let style: PartyStyle
    let millionaire: Bool
    let scoring: PartyScoring
    /// The players as a line: their names, or their names and keys.
    let players: String

    /// Shows the screen until Enter or a space (true), or Escape or the end of input (false).
    func show() -> Bool {
        let board = PartyBoard(style: console.style, language: console.language)
        let title =
            console.style.bold(console.text(Strings.partyTitle)) + " · "
            + console.text(Strings.partyStyleName(style, millionaire: millionaire))
        let rules = board.rules(style, millionaire: millionaire, scoring: scoring)
        let players = players
        let start = console.style.dim(console.text(Strings.partyPressEnterToStart))
        return Self.waitForEnter(
            on: console,
            showing: { size in
                let wrap = { (line: String) in TextWrap.wrap(line, width: max(1, size.columns)) }
                let fixed = wrap(players) + [""] + wrap(start)
                var shown: [String] = []
                for rule in rules.map(wrap) where shown.count + rule.count <= size.rows - fixed.count - 3 { shown += rule }
                return [title, ""] + shown + [""] + fixed
            })
    }

    /// Shows `screen` and waits for Enter or a space (true), or Escape or the
    /// end of input (false); keys pressed before it appeared (a buzzer
    /// hammered late) do not skip it. A resize draws it for the new size.
    static func waitForEnter(on console: Console, showing screen: @escaping (TerminalSize) -> [String]) -> Bool {
        console.terminal.discardTypedAhead()
        let program = ScreenProgram<Bool?>(
            step: { answer, event, _ in update(answer, event) },
            draw: { _, _, size in Frame(size: size, styled: screen(size)) },
            isDone: { $0 != nil })
        // The clock is never read: the screen asks for no ticks.
        return program.run(nil, on: console, clock: .live) ?? false
    }

    /// The answer after `event`: nil while it is still awaited.
    static func update(_ answer: Bool?, _ event: Event) -> ScreenStep<Bool?> {
        switch event {
        case .key(.enter), .key(.character(" ")): ScreenStep(state: true)
        case .key(.escape), .endOfInput: ScreenStep(state: false)
        default: ScreenStep(state: answer)
        }
    }
}
