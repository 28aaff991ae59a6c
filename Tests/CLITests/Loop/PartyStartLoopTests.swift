import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The party's first screen waits for Enter on a loop of its own: frames,
/// drawn again for a new size, and keys hammered before it showed ignored.
@MainActor
@Suite struct PartyStartLoopTests {
    private func screen(_ terminal: ScriptedTerminal, language: Language = .en) -> PartyStartScreen {
        let console = Console(language: language, style: .plain, terminal: terminal.terminal)
        return PartyStartScreen(
            console: console, style: .buzzer, millionaire: false, scoring: PartyScoring(timeLimit: 20), players: "Ann [q], Bob [p]")
    }

    @Test func enterStartsAndTheFrameFollowsAResize() {
        let terminal = ScriptedTerminal(keys: [.key(.character("x")), .key(.enter)])
        terminal.columns = 120
        terminal.rows = 40
        var resized = false
        terminal.beforeInput = { [unowned terminal] _ in
            guard !resized else { return nil }
            resized = true
            terminal.columns = 40
            terminal.rows = 15
            return .resized
        }
        #expect(screen(terminal).show())
        #expect(terminal.frames.first?.size == TerminalSize(columns: 120, rows: 40))
        let small = terminal.frames.filter { $0.size == .smallest }
        #expect(!small.isEmpty && small.allSatisfy { !$0.overflows })
        for frame in small {
            #expect(frame.text.contains("Ann [q], Bob [p]") && frame.text.contains(Strings.partyPressEnterToStart(.en)), "\(frame.text)")
        }
    }

    @Test(arguments: [KeyEvent.key(.escape), .endOfInput])
    func escapeOrTheEndOfInputGoesBack(key: KeyEvent) {
        let terminal = ScriptedTerminal(keys: key == .endOfInput ? [] : [key])
        #expect(!screen(terminal, language: .ru).show())
        #expect(terminal.frames.last?.text.contains(Strings.partyPressEnterToStart(.ru)) == true)
    }

    @Test func keysHammeredBeforeItShowedDoNotSkipIt() {
        let terminal = ScriptedTerminal(script: [.typedAhead(" "), .pressed(" ")])
        #expect(screen(terminal).show())
        #expect(
            terminal.discardedKeys == [.key(.character(" "))] && terminal.keys.isEmpty,
            "the space typed ahead was dropped; the one pressed after started")
    }
}
