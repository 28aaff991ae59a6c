import QuizPlatform

/// What the main menu shows that a screen handed the terminal may change:
/// the language and colours (Settings) and the cards due (a review game).
struct MainMenuFacts: Sendable, Equatable {
    var language: Language
    var style: Style
    /// Cards a review session would ask now.
    var due: Int
}
