import FoundationEssentials

/// One game as the player asked for it, parsed from `quizctl play …` or the menus.
public struct GameRequest: Sendable, Hashable {
    public var mode: ModeKind
    public var source: String
    public var count: Int
    public var category: String?
    public var difficulty: Difficulty?
    public var choiceType: ChoiceType?
    public var order: OrderKind
    /// The seed every random choice of the game derives from.
    public var seed: UInt64
    /// Seconds allowed per question; nil for no limit.
    public var timer: Double?
    public var offline: Bool
    /// The UTC day of a `--daily` challenge.
    public var daily: String?
    public var language: Language
    /// Practice off the schedule (`--cram`): the review cards asked whether
    /// due or not, and the game saved without touching their states.
    public var cram = false

    public init(
        mode: ModeKind, source: String, count: Int = 10, category: String? = nil, difficulty: Difficulty? = nil,
        choiceType: ChoiceType? = nil, order: OrderKind = .random, seed: UInt64? = nil, timer: Double? = nil,
        offline: Bool = false, daily: String? = nil, language: Language = .en
    ) {
        self.mode = mode
        self.source = source
        self.count = count
        self.category = category
        self.difficulty = difficulty
        self.choiceType = choiceType
        self.order = order
        self.seed = seed ?? UInt64.random(in: .min ... .max)
        self.timer = timer
        self.offline = offline
        self.daily = daily
        self.language = language
    }

    /// The generator all of this game's random choices derive from.
    public var random: SplitMix64 { SplitMix64(seed: seed) }

    /// A seed for one purpose ("source", "options"), derived from the game's.
    public func seed(for purpose: String) -> UInt64 {
        var generator = random.derived(purpose)
        return generator.next()
    }

    /// What to ask a source for, in the given shape.
    public func query(format: QuestionFormat, count: Int? = nil, difficulty: Difficulty?? = nil) -> QuestionQuery {
        var query = QuestionQuery(
            count: count ?? self.count, format: format, category: category,
            difficulty: difficulty ?? self.difficulty, choiceType: choiceType,
            offline: offline, seed: seed(for: "source"), language: language, order: order
        )
        query.isDaily = daily != nil
        query.cram = cram
        return query
    }

    /// The seed of today's challenge: the same for everyone on the same UTC day.
    public static func dailySeed(for day: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "quizctl-daily-\(day)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// "2026-11-22" for a date, in UTC.
    public static func utcDay(of date: Date) -> String {
        CivilTime(date).isoDay
    }
}
