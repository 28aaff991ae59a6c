import DataFiles
import FoundationEssentials
import QuizPlatform

/// The finished games of quizctl.db as the commands read them: pages of
/// the newest, one game by id prefix, every game.
public struct GameHistory: Sendable {
    private let opened: OpenedStore

    init(opened: OpenedStore) { self.opened = opened }

    /// The newest `limit` games of `mode` (every mode when nil), newest first.
    public func recent(limit: Int, mode: ModeKind?, answers: Bool = true) throws -> [GameRecord] {
        try opened.existing()?.recentGames(limit: limit, mode: mode, answers: answers) ?? []
    }

    /// The newest `limit` games of `mode`, without their answers, handed to
    /// `body` a page at a time, newest first: a long history is listed in
    /// the memory of one page.
    public func forEachRecent(limit: Int, mode: ModeKind?, pageSize: Int = 1_000, _ body: ([GameRecord]) throws -> Void) throws {
        guard let store = try opened.existing() else { return }
        var offset = 0
        while offset < limit {
            let page = try store.games(GameQuery(limit: min(pageSize, limit - offset), offset: offset, mode: mode, answers: false))
            guard !page.isEmpty else { return }
            try body(page)
            offset += page.count
        }
    }

    /// Every game, oldest first.
    public func all() throws -> [GameRecord] {
        var games: [GameRecord] = []
        try opened.existing()?.forEachGame(true) { games.append($0) }
        return games
    }

    /// The one game whose id starts with `idPrefix`, in any case.
    public func find(idPrefix: String) throws -> GameRecord {
        switch try opened.existing()?.findGame(idPrefix) ?? .notFound {
        case .found(let game): return game
        case .ambiguous(_, let examples): throw PersistenceError.historyIDAmbiguous(prefix: idPrefix, matches: examples)
        case .notFound: throw PersistenceError.historyGameNotFound(prefix: idPrefix)
        }
    }

    /// Saves a game made elsewhere (folded into the statistics, as every save is).
    public func append(_ game: GameRecord) throws { _ = try opened.client().saveGame(game) }

    /// The id of every question the saved games have asked: what an offline game avoids while it can.
    public func askedQuestionIDs(prefix: String, among candidates: [String]) throws -> Set<String> {
        try opened.existing()?.askedQuestionIDs(prefix, candidates) ?? []
    }

    /// How many games of `mode` (every mode when nil) the history holds.
    public func count(mode: ModeKind? = nil) throws -> Int { try opened.existing()?.gameCount(mode) ?? 0 }
}
