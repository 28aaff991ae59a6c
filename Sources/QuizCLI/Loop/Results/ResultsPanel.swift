import QuizPlatform

/// What the Results screen shows: the statistics over a short menu, the
/// recent games, one game's review, or a game's ID being typed.
enum ResultsPanel: Equatable, Sendable {
    /// The statistics scrolled from line `first` (PgUp/PgDn) when they do
    /// not all fit above the menu; `clearing` asks before every game goes.
    case summary(first: Int, clearing: Bool)
    /// The recent games, newest first.
    case games
    /// One game as `history show` prints it, scrolled from line `first`;
    /// `deleting` asks before it goes. `listed` says whether Back returns to
    /// the games (true) or to the summary (a game found by its ID).
    case review(GameRecord, first: Int, deleting: Bool, listed: Bool)
    /// A game's ID, or the start of it, being typed; why the last was not found.
    case find(LineEditor, problem: LocalizedText?)
}
