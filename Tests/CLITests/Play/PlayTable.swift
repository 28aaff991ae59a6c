import Foundation
import QuizPlatform

@testable import QuizCLI

/// A game played in-process on a scripted terminal with a hand-moved clock:
/// pressing a key takes a second, and a wait that ends without a key
/// (`.timedOut`) takes the whole wait, as it would on a person's terminal.
@MainActor
struct PlayTable {
    let clock = ManualClock()
    let terminal: ScriptedTerminal
    let environment: AppEnvironment

    init(keys: [KeyEvent], language: Language = .en) {
        terminal = ScriptedTerminal(keys: keys)
        var environment = AppEnvironment.test(
            folder: TestData.temporaryFolder(), terminal: terminal, variables: language == .ru ? ["LANG": "ru_RU.UTF-8"] : [:],
            clock: clock.wallClock)
        environment.language = language
        self.environment = environment
        let terminal = terminal
        let clock = clock
        terminal.beforeKey = { [unowned terminal] wait in
            clock.advance(terminal.keys.first == .timedOut ? wait ?? 0 : 1)
        }
        terminal.pause = { clock.advance($0) }
    }

    /// Lines of a script (not a terminal), read without moving the clock;
    /// a wait that runs out (`.timedOut`) and a feedback pause take their
    /// time on it, as they would on a wall clock.
    init(lines: [LineEvent], language: Language = .en) {
        terminal = ScriptedTerminal(lines: lines, isInteractive: false)
        var environment = AppEnvironment.test(
            folder: TestData.temporaryFolder(), terminal: terminal, variables: language == .ru ? ["LANG": "ru_RU.UTF-8"] : [:],
            clock: clock.wallClock)
        environment.language = language
        self.environment = environment
        let terminal = terminal
        let clock = clock
        terminal.beforeLine = { [unowned terminal] wait in
            if terminal.lines.first == .timedOut { clock.advance(wait ?? 0) }
        }
        terminal.pause = { clock.advance($0) }
    }

    /// Plays `mode` as `quizctl play` would.
    func play(_ mode: ModeKind, _ options: PlayOptions, json: Bool = false) async throws {
        try await GamePlayer(environment: environment, options: options, json: json).play(mode)
    }

    /// The only game history holds.
    func onlyGame() throws -> GameRecord? {
        let games = try environment.stores.history.all()
        return games.count == 1 ? games[0] : nil
    }

    static func keys(_ text: String) -> [KeyEvent] { ScriptedTerminal.keys(typing: text) }
    static func waits(_ count: Int) -> [KeyEvent] { Array(repeating: .timedOut, count: count) }
}
