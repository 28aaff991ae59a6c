import FoundationEssentials
import QuizPlatform

/// `quizctl host` on the run loop: the lobby while phones join, then each
/// question with its countdown and how many have answered, the reveal with
/// the answers' spread and the scores, and the podium. The server's
/// reports come in as `.external(.roomChanged)`; the host's moves go out
/// as effects. A question closes when every player has answered or its
/// time is up.
@MainActor
struct HostProgram: LoopProgram {
    func isFinished(_ state: HostState) -> Bool { state.done }

    func wantsKeys(_ state: HostState) -> Bool { !state.moving }

    /// Each second of the countdown while a question is open.
    func tickDelay(_ state: HostState) -> Double? {
        guard case .asking = state.room.phase, !state.moving else { return nil }
        guard let left = state.room.timeLeft(at: state.clock.now()) else { return nil }
        let fraction = left - left.rounded(.down)
        return left <= 0 ? 0 : (fraction > 0 ? fraction : min(1, left))
    }

    func update(_ state: HostState, _ event: Event) -> (HostState, [Effect]) {
        var state = state
        switch event {
        case .external(.roomChanged(let room)):
            state.room = room
            state.moving = false
            return closeIfDone(state)
        case .external:
            return (state, [])
        case .tick:
            return closeIfDone(state)
        case .key(let key):
            return press(key, state)
        case .endOfInput:
            return move(.end, state, thenQuit: true)
        case .resize, .resumed, .effectFinished, .line:
            return (state, [])
        }
    }

    /// The open question closes once everyone has answered or its time is up.
    private func closeIfDone(_ state: HostState) -> (HostState, [Effect]) {
        guard case .asking = state.room.phase, !state.moving else { return (state, []) }
        let timeUp = state.room.timeLeft(at: state.clock.now()).map { $0 <= 0 } ?? false
        return timeUp || state.room.everyoneAnswered ? move(.reveal, state) : (state, [])
    }

    private func press(_ key: Key, _ state: HostState) -> (HostState, [Effect]) {
        var state = state
        if state.askingToEnd {
            guard let yes = AnswerKey.yesOrNo(key, language: state.language) else { return (state, []) }
            state.askingToEnd = false
            return yes ? move(.end, state, thenQuit: true) : (state, [])
        }
        switch key {
        case .enter, .character(" "):
            switch state.room.phase {
            case .lobby: return state.room.players.isEmpty ? (state, []) : move(.next, state)
            case .asking: return move(.reveal, state)
            case .revealed: return move(.next, state)
            case .over:
                state.done = true
                return (state, [])
            }
        case .character(let character) where KeyboardLayout.qwerty(character) == "a" && state.room.phase == .lobby:
            state.showNextAddress()
            return (state, [])
        case .escape:
            return leave(state)
        case .character(let character) where KeyboardLayout.qwerty(character) == "q":
            return leave(state)
        default:
            return (state, [])
        }
    }

    /// Leaving asks first once there are players: their game would end.
    private func leave(_ state: HostState) -> (HostState, [Effect]) {
        var state = state
        if state.room.phase == .over || (state.room.phase == .lobby && state.room.players.isEmpty) {
            state.done = true
        } else {
            state.askingToEnd = true
        }
        return (state, [])
    }

    /// Sends `move` to the server; with `thenQuit` the loop ends instead,
    /// and the command ends the game (the loop would not wait for an effect).
    private func move(_ move: HostMove, _ state: HostState, thenQuit: Bool = false) -> (HostState, [Effect]) {
        var state = state
        if thenQuit {
            state.done = true
            return (state, [])
        }
        state.moving = true
        return (state, [.host(move)])
    }

    func view(_ state: HostState, size: TerminalSize) -> Frame {
        HostScreen.frame(state, size: size)
    }
}
