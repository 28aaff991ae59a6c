import QuizPlatform

/// "What would you like to play?" on the run loop: the highlighted mode, a
/// key that meant nothing, and the mode picked while its start screen is read.
struct ModeMenuState: Equatable, Sendable {
    var selected = 0
    var hint: String?
    var picked: ModeKind?
}
