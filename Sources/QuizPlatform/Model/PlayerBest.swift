import FoundationEssentials

/// One party player's all-time record, kept by name (any case): games
/// played and won, and their best game by points.
public struct PlayerBest: Sendable, Hashable, Codable {
    /// The name as last played.
    public var name: String
    public var gamesPlayed: Int
    /// Games this player finished first in (a shared first place counts).
    public var wins: Int
    public var bestPoints: Int
    /// Right answers in the best game.
    public var bestCorrect: Int
    public var bestDate: Date

    public init(name: String, gamesPlayed: Int, wins: Int, bestPoints: Int, bestCorrect: Int, bestDate: Date) {
        self.name = name
        self.gamesPlayed = gamesPlayed
        self.wins = wins
        self.bestPoints = bestPoints
        self.bestCorrect = bestCorrect
        self.bestDate = bestDate
    }

    /// The key a name is kept under: the same player whatever the case.
    public static func key(for name: String) -> String { name.lowercased() }

    /// Folds each player of a finished party into `bests`. An equal later
    /// score does not take a record.
    static func record(_ game: GameRecord, into bests: inout [String: PlayerBest]) {
        guard let players = game.players else { return }
        let winners = Set(PartyStanding.ranking(players).filter { $0.place == 1 }.map(\.name))
        for player in players {
            let key = key(for: player.name)
            let won = winners.contains(player.name) ? 1 : 0
            guard var best = bests[key] else {
                bests[key] = PlayerBest(
                    name: player.name, gamesPlayed: 1, wins: won, bestPoints: player.points, bestCorrect: player.correct,
                    bestDate: game.finishedAt)
                continue
            }
            best.name = player.name
            best.gamesPlayed += 1
            best.wins += won
            if player.points > best.bestPoints {
                best.bestPoints = player.points
                best.bestCorrect = player.correct
                best.bestDate = game.finishedAt
            }
            bests[key] = best
        }
    }
}
