import QuizPlatform
import Synchronization

/// A caretaker in memory for tests of the coordinator: it keeps the games
/// saved through it (a game whose id is kept already changes nothing, as
/// the store does) and folds them into statistics.
final class SavedGames: Sendable {
    private let state = Mutex<(games: [GameRecord], reviews: [ReviewEvent], statistics: Statistics)>(([], [], Statistics()))
    private let settings: Settings

    init(settings: Settings = Settings()) { self.settings = settings }

    var caretaker: GameCaretaker {
        GameCaretaker(
            saveGame: { game, reviews in
                self.state.withLock { state in
                    guard !state.games.contains(where: { $0.id == game.id }) else { return state.statistics }
                    state.games.append(game)
                    state.reviews += reviews
                    state.statistics.record(game)
                    return state.statistics
                }
            },
            settings: { [settings] in settings }
        )
    }

    /// Every game saved, in the order saved.
    var all: [GameRecord] { state.withLock { $0.games } }
    /// The review events saved with them.
    var reviews: [ReviewEvent] { state.withLock { $0.reviews } }
    /// The newest `limit` games of a mode (or all), newest first.
    func recent(limit: Int, mode: ModeKind? = nil) -> [GameRecord] {
        Array(all.reversed().filter { mode == nil || $0.mode == mode }.prefix(limit))
    }
}
