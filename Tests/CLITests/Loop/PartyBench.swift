import Foundation
import QuizPlatform

@testable import QuizCLI

/// A hot-seat party on the loop's real `update` and `view`, without a
/// terminal: a test sends events and reads the frames as text.
@MainActor
struct PartyBench {
    let clock = ManualClock()
    let program = PartyProgram()
    private(set) var state: PartyState
    private(set) var effects: [Effect] = []

    init(
        _ style: PartyStyle, players: [String], questions: [Question], timer: Double? = 20, language: Language = .en,
        delay: Double = 1, scoreboardWaits: Bool = true
    ) throws {
        let roster = try PartyRoster(names: players)
        let request = GameRequest(mode: .party, source: "test", count: questions.count, timer: timer, language: language)
        let session = PartySession(style: style, players: roster.names, request: request, questions: questions, clock: clock.wallClock)
        let setup = PartySetup(
            roster: roster, delay: delay, language: language, style: Style(enabled: false), clock: clock.wallClock,
            scoreboardWaits: scoreboardWaits)
        (state, effects) = program.start(PartyState(session: session, setup: setup))
    }

    mutating func send(_ event: Event) {
        (state, effects) = program.update(state, event)
    }

    mutating func press(_ keys: String) {
        for character in keys { send(.key(.character(character))) }
    }

    /// Lets the verdict's pause run out.
    mutating func waitOutThePause() {
        clock.advance(program.tickDelay(state) ?? 0)
        send(.tick(clock.wallClock.now()))
    }

    func frame(_ size: TerminalSize) -> Frame {
        program.view(state, size: size)
    }
}
