@testable import QuizCLI

extension AppProgram {
    /// The app after each of `keys` in turn, and the effects the last asked for.
    func send(_ keys: [Key], to state: AppState) -> (AppState, [Effect]) {
        var state = state
        var effects: [Effect] = []
        for key in keys { (state, effects) = update(state, .key(key)) }
        return (state, effects)
    }
}
