import QuizPlatform

/// What the screens draw with that a screen or a game may change: the
/// settings, the language and colours they give, and the cards due.
struct MainMenuFacts: Sendable, Equatable {
    var language: Language
    var style: Style
    /// Cards a review session would ask now.
    var due: Int
    var settings = Settings()
}
