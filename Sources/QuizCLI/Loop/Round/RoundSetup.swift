import QuizPlatform

/// What stays the same through one round on the loop: how it is timed and
/// told, and what the mode adds to the screen.
@MainActor
struct RoundSetup {
    /// Seconds the answer's feedback stays before the next question.
    var delay: Double
    /// `--verbose`: details under each question.
    var verbose: Bool
    var language: Language
    var style: Style
    /// The time the feedback pause is measured by: the injected clock.
    var clock: WallClock
    /// The mode's lifelines, told as lines; nil when the mode offers none.
    var lifelines: LifelineReport?
    /// The ladder and lifelines, in a Millionaire game.
    var board: MillionaireBoard?
    /// Posters drawn as images, where the terminal shows them.
    var posters: PosterDisplay?
    var hyperlinks = false
    /// Review cards turned over and graded by the player (`--flip`); nil
    /// for questions answered by their options.
    var flip: FlipCards?
    /// Each card's back typed in full (`--typed`).
    var typed = false
}
