import QuizPlatform

/// A round's steps for studying as Anki does: an answer typed in full
/// (`--typed`, a typed-answer card) and flip cards (`--flip`): turn over,
/// grade, undo. `RoundProgram.update` hands keys and lines here.
extension RoundProgram {
    // MARK: Typed answers

    /// A key of the answer being typed: Enter checks it, Escape asks to
    /// leave (every letter is part of the answer, q too).
    func type(_ key: Key, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        switch state.typing.apply(key) {
        case .editing: return (state, [])
        case .accepted(let text): return answer(.typed(text), state)
        case .cancelled, .ended:
            state.asked = .quit
            return (state, [])
        }
    }

    // MARK: Flip cards

    /// The front waits for Space or Enter; the back for a grade (1–4, or
    /// Enter and Space for Good); `u` takes the last grade back.
    func pressOnFlipCard(_ key: Key, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        switch key.onQWERTY {
        case .escape, .character("q"), .character("Q"):
            state.asked = .quit
            return (state, [])
        case .character("u"), .character("U"):
            return undo(state)
        default:
            break
        }
        if !state.flipped {
            guard key == .enter || key == .character(" ") else {
                state.hint = Strings.keyNotHere(MenuPicker.name(of: key))(state.setup.language)
                return (state, [])
            }
            state.flipped = true
            return (state, [])
        }
        guard let rating = FlipCards.grade(for: key) else {
            state.hint = Strings.keyNotHere(MenuPicker.name(of: key))(state.setup.language)
            return (state, [])
        }
        return answer(.graded(rating), state)
    }

    /// A script's line on a flip card: show, a grade (which needs no show
    /// first), or undo.
    func readOnFlipCard(_ line: String, _ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        switch FlipCards.line(line) {
        case .show:
            state.flipped = true
            return (state, [])
        case .grade(let rating):
            state.flipped = true
            return answer(.graded(rating), state)
        case .undo:
            return undo(state)
        case nil:
            state.hint = Strings.flipScriptHint(state.setup.language)
            return (state, [])
        }
    }

    /// The last grade taken back: its card is shown turned over again.
    private func undo(_ state: RoundState) -> (RoundState, [Effect]) {
        var state = state
        guard state.session.undoLastAnswer() else {
            state.hint = Strings.flipNothingToUndo(state.setup.language)
            return (state, [])
        }
        state.session.showQuestion()
        state.shownIndex = state.session.currentIndex
        state.flipped = true
        state.lastAnswer = nil
        return (state, [])
    }
}
