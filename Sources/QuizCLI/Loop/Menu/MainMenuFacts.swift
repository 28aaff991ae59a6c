import QuizPlatform

/// What the screens draw with that a screen or a game may change: the
/// settings, the language and colours they give, the cards due, and the window.
struct MainMenuFacts: Sendable, Equatable {
    var language: Language
    var style: Style
    /// Cards a review session would ask now.
    var due: Int
    var settings = Settings()
    /// The window, as the last resize left it: keys that move by a page
    /// (a scrolled text) need its height in `update`.
    var window = TerminalSize.fallback
}
