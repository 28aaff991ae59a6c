import FoundationEssentials

extension ModeKind: CodingKeyRepresentable {}

/// The record game: enough to print "Record: 9/10 (22.11.26 14:05)".
public struct BestGame: Sendable, Hashable, Codable {
    public var correct: Int
    public var total: Int
    public var date: Date
    public var mode: ModeKind

    public init(correct: Int, total: Int, date: Date, mode: ModeKind) {
        self.correct = correct
        self.total = total
        self.date = date
        self.mode = mode
    }

    public init(_ game: GameRecord) {
        self.init(correct: game.correct, total: game.total, date: game.finishedAt, mode: game.mode)
    }

    var share: Double { total == 0 ? 0 : Double(correct) / Double(total) }

    /// Whether this game takes the record across modes from `best`: a higher
    /// share right, or as high with more right.
    func beats(_ best: BestGame) -> Bool {
        share > best.share || (share == best.share && correct > best.correct)
    }
}

/// Totals for one mode, or for all of them.
public struct Tally: Sendable, Hashable, Codable {
    public var gamesPlayed = 0
    public var totalCorrect = 0
    public var totalQuestions = 0
    public var best: BestGame?

    public init() {}

    /// Percent of all questions answered right: total correct / total questions × 100.
    public var accuracy: Double {
        totalQuestions == 0 ? 0 : Double(totalCorrect) / Double(totalQuestions) * 100
    }

    mutating func add(_ game: GameRecord) {
        gamesPlayed += 1
        totalCorrect += game.correct
        totalQuestions += game.total
    }
}

/// All-time statistics, kept in statistics.json. Deleting history does not
/// change them: they are folded in once, when a game is saved.
public struct Statistics: Sendable, Hashable, Codable {
    public var overall = Tally()
    public var modes: [ModeKind: Tally] = [:]
    /// Accuracy (0...100) of the most recent games, oldest first, for the chart.
    public var recentAccuracy: [Double] = []
    /// The last game folded in: lets a save interrupted between the history
    /// append and the statistics rewrite be completed on the next save.
    public var lastGameID: UUID?
    /// UTC days ("2026-11-22") on which a daily challenge was first played.
    public var dailyDays = DailyDays()
    /// Party players' records by name (`PlayerBest.key(for:)`); nil until a
    /// party is played, so statistics written before parties read as they were.
    public var players: [String: PlayerBest]?
    /// The best game of each kind of round (issue 28): the Record a round's
    /// summary and `stats` show, so a short round never beats a long one.
    public var records: [RoundKind: BestGame] = [:]

    public static let recentLimit = 20

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case overall, modes, recentAccuracy, lastGameID, dailyDays, players, records
    }

    /// Written by hand so that statistics.json from before the records
    /// (which has no `records`) still reads; its games' records are then
    /// found again from the history (`LegacyFolder`, schema 7).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        overall = try container.decode(Tally.self, forKey: .overall)
        modes = try container.decode([ModeKind: Tally].self, forKey: .modes)
        recentAccuracy = try container.decode([Double].self, forKey: .recentAccuracy)
        lastGameID = try container.decodeIfPresent(UUID.self, forKey: .lastGameID)
        dailyDays = try container.decode(DailyDays.self, forKey: .dailyDays)
        players = try container.decodeIfPresent([String: PlayerBest].self, forKey: .players)
        records = try container.decodeIfPresent([RoundKind: BestGame].self, forKey: .records) ?? [:]
    }

    /// Party players' records, best points first (then by name).
    public var playerBests: [PlayerBest] {
        (players ?? [:]).values.sorted { ($0.bestPoints, $1.name) > ($1.bestPoints, $0.name) }
    }

    public func tally(for mode: ModeKind?) -> Tally {
        guard let mode else { return overall }
        return modes[mode] ?? Tally()
    }

    /// Folds one finished game in.
    ///
    /// Within a mode the record is the most correct answers; overall it is the
    /// highest share right (then the most correct). An equal later game never
    /// takes a record.
    public mutating func record(_ game: GameRecord) {
        overall.add(game)
        var tally = modes[game.mode] ?? Tally()
        tally.add(game)
        if tally.best.map({ game.correct > $0.correct }) ?? true {
            tally.best = BestGame(game)
        }
        modes[game.mode] = tally
        keepRecord(of: game)
        // A party's right answers are several players': no one's record across modes.
        if game.mode != .party, overall.best.map({ BestGame(game).beats($0) }) ?? true {
            overall.best = BestGame(game)
        }
        recentAccuracy.append(game.accuracy * 100)
        if recentAccuracy.count > Self.recentLimit { recentAccuracy.removeFirst(recentAccuracy.count - Self.recentLimit) }
        if let day = game.daily { dailyDays.insert(day) }
        if game.players != nil {
            var bests = players ?? [:]
            PlayerBest.record(game, into: &bests)
            players = bests
        }
        lastGameID = game.id
    }

    /// Makes `game` its round's record when it has more right answers than
    /// the record so far (an equal later game never takes it).
    public mutating func keepRecord(of game: GameRecord) {
        guard let kind = RoundKind(of: game) else { return }
        if records[kind].map({ game.correct > $0.correct }) ?? true { records[kind] = BestGame(game) }
    }
}
