import QuizPlatform

/// How a round (or a party) on the loop ended.
enum RoundEnd: Equatable {
    /// The session is over: answered to the end, lost, or walked away.
    case finished
    /// The player left (q, Esc) and said yes: nothing is recorded.
    case quit
    /// Standard input closed before the game was over.
    case inputEnded
}

extension RoundEnd {
    /// Leaving and input running out end the command without a record:
    /// the one silently (`RoundStopped`), the other as a failure.
    func check() throws {
        switch self {
        case .quit: throw RoundStopped()
        case .inputEnded: throw CommandFailure(Strings.inputEnded)
        case .finished: return
        }
    }
}
