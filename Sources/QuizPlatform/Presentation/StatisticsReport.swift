import FoundationEssentials

/// The shape of `stats --json` (CLI.md): totals, accuracy in percent, the
/// record, and the same per mode; plus the recent accuracies and the daily streak.
public struct StatisticsReport: Encodable, Sendable {
    public let statistics: Statistics
    public let mode: ModeKind?
    public let today: Date

    public init(_ statistics: Statistics, mode: ModeKind? = nil, today: Date = Date()) {
        self.statistics = statistics
        self.mode = mode
        self.today = today
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try Self.encode(statistics.tally(for: mode), into: &container)
        var modes = container.nestedContainer(keyedBy: JSONKey.self, forKey: "modes")
        for kind in ModeKind.allCases where mode == nil || kind == mode {
            guard let tally = statistics.modes[kind] else { continue }
            var nested = modes.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(kind.rawValue))
            try Self.encode(tally, into: &nested)
        }
        try container.encode(statistics.recentAccuracy, forKey: "recentAccuracy")
        try container.encode(statistics.dailyStreak(asOf: today), forKey: "dailyStreak")
        if mode == nil || mode == .party, !statistics.playerBests.isEmpty {
            try container.encode(statistics.playerBests, forKey: "players")
        }
    }

    private static func encode(_ tally: Tally, into container: inout KeyedEncodingContainer<JSONKey>) throws {
        try container.encode(tally.gamesPlayed, forKey: "gamesPlayed")
        try container.encode(tally.totalCorrect, forKey: "totalCorrect")
        try container.encode(tally.totalQuestions, forKey: "totalQuestions")
        try container.encode((tally.accuracy * 100).rounded() / 100, forKey: "accuracy")
        try container.encode(tally.best, forKey: "best")
    }
}

/// A coding key made from any string, for shapes written by hand.
struct JSONKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringLiteral value: String) { stringValue = value }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Statistics {
    /// Consecutive UTC days with a daily challenge, ending today or yesterday.
    public func dailyStreak(asOf date: Date) -> Int {
        dailyDays.streak(endingOn: UTCDay(date))
    }
}
