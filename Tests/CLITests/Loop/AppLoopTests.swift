import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The run loop with a small program: every kind of event reaches `update`
/// through the one loop, effects run off it and come back as events, and
/// each change is drawn.
@MainActor
@Suite struct AppLoopTests {
    struct Tally {
        var keys = ""
        var ticks = 0
        var resizes = 0
        var joined: [String] = []
        var handedBack = 0
        var done = false
    }

    struct TallyProgram: LoopProgram {
        func update(_ state: Tally, _ event: Event) -> (Tally, [Effect]) {
            var state = state
            var effects: [Effect] = []
            switch event {
            case .key(.character("q")), .endOfInput: state.done = true
            case .key(.character("r")): effects.append(.handOver(.review))
            case .key(.character(let character)): state.keys.append(character)
            case .tick: state.ticks += 1
            case .resize: state.resizes += 1
            case .external(.playerJoined(let name)): state.joined.append(name)
            case .effectFinished(.handedBack): state.handedBack += 1
            default: break
            }
            return (state, effects)
        }

        func view(_ state: Tally, size: TerminalSize) -> Frame {
            Frame(
                size: size,
                styled: ["keys \(state.keys) ticks \(state.ticks)", "\(size.columns)x\(size.rows)", state.joined.joined(separator: ",")])
        }

        func tickDelay(_ state: Tally) -> Double? { 1 }
        func wantsKeys(_ state: Tally) -> Bool { true }
        func isFinished(_ state: Tally) -> Bool { state.done }
    }

    @Test func keysTicksResizesAndOutsideMessagesAllGoThroughTheLoop() async {
        let terminal = ScriptedTerminal(keys: [.key(.character("a")), .timedOut, .key(.character("b")), .key(.character("q"))])
        terminal.rows = 15
        terminal.columns = 40
        let loop = AppLoop(program: TallyProgram(), terminal: terminal.terminal, clock: .live) { _ in .endOfInput }
        var step = 0
        terminal.beforeInput = { _ in
            step += 1
            if step == 2 { terminal.resize(columns: 50, rows: 20) }
            if step == 3 { loop.queue.post(.external(.playerJoined(name: "Ann"))) }
            return nil
        }
        let state = await loop.run(Tally())
        #expect(state.keys == "ab")
        #expect(state.ticks == 1)
        #expect(state.resizes == 1)
        #expect(state.joined == ["Ann"])
        #expect(terminal.frames.map(\.text).contains("keys a ticks 1\n50x20"))
        #expect(terminal.frames.last?.text == "keys ab ticks 1\n50x20\nAnn")
        // Each key waited a second at most: the program's tick.
        #expect(terminal.keyWaits.allSatisfy { $0 == 1 })
    }

    @Test func anEffectRunsOffTheLoopAndReportsBack() async {
        let terminal = ScriptedTerminal(keys: [.key(.character("r")), .key(.character("q"))])
        var ran: [Effect] = []
        let loop = AppLoop(program: TallyProgram(), terminal: terminal.terminal, clock: .live) { effect in
            ran.append(effect)
            // No key is read while the effect has the terminal.
            #expect(terminal.keys.count == 1)
            return .effectFinished(.handedBack(.review, MainMenuFacts(language: .en, style: .plain, due: 0)))
        }
        let state = await loop.run(Tally())
        #expect(ran == [.handOver(.review)])
        #expect(state.handedBack == 1)
    }

    /// Seen in tmux: a window resized during a game (handed the terminal)
    /// left the menu drawn at the old size when the game ended.
    @Test func aResizeWhileAnEffectHasTheTerminalReachesTheLoopAfter() async {
        let terminal = ScriptedTerminal(keys: [.key(.character("r")), .key(.character("q"))])
        terminal.rows = 15
        terminal.columns = 40
        let loop = AppLoop(program: TallyProgram(), terminal: terminal.terminal, clock: .live) { _ in
            // The game's own loop took the SIGWINCH: this one only finds the new size.
            terminal.columns = 120
            terminal.rows = 40
            return .effectFinished(.handedBack(.review, MainMenuFacts(language: .en, style: .plain, due: 0)))
        }
        let state = await loop.run(Tally())
        #expect(state.resizes == 1)
        #expect(terminal.frames.last?.text.contains("120x40") == true)
    }
}
