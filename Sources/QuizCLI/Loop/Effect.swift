/// Work `update` asks for that is not a change of state: it runs off the
/// loop (`EffectRunner`), and what it gives comes back as an `Event`.
enum Effect: Sendable, Equatable {
    /// A screen that is not on the run loop yet takes the terminal until it
    /// returns; the loop draws its own frame afresh afterwards.
    case handOver(HandOver)
    /// Forget keys typed before a question was shown: a key pressed in the
    /// feedback pause must not answer a question not yet seen.
    case discardTypedAhead
}

/// A screen still drawn by its own code, reached from a screen on the loop.
enum HandOver: Sendable, Equatable {
    case play
    case party
    case results
    case addQuestions
    case yourQuestions
    case settings
    case review
}

/// What a finished `Effect` reports back to `update`.
enum EffectResult: Sendable, Equatable {
    /// A handed-over screen returned; what the menu shows may have changed with it.
    case handedBack(HandOver, MainMenuFacts)
    /// A handed-over screen failed in a way the app cannot go on from.
    case failed(HandOver)
}
