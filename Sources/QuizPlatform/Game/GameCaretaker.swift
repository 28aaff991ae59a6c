import FoundationEssentials

/// What the coordinator keeps and restores, as a value of closures: the
/// core names what it needs and the storage module (QuizStore) provides it,
/// so the game does no file I/O and knows no database. Tests pass their own.
public struct GameCaretaker: Sendable {
    /// Saves a finished game with the review events its answers made (none
    /// for a party) and returns the statistics after it: all of it kept, or
    /// (when it throws) none of it.
    public var saveGame: @Sendable (_ game: GameRecord, _ reviews: [ReviewEvent]) throws -> Statistics
    /// The player's settings (the defaults when none are saved).
    public var settings: @Sendable () throws -> Settings

    public init(
        saveGame: @escaping @Sendable (_ game: GameRecord, _ reviews: [ReviewEvent]) throws -> Statistics,
        settings: @escaping @Sendable () throws -> Settings
    ) {
        self.saveGame = saveGame
        self.settings = settings
    }
}
