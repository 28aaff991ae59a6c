import FoundationEssentials

/// Everything a game is played with, resolved once from what the player asked
/// (`PlayOptions`), the saved `Settings` and where it is played: the home of
/// every defaulting rule of `play`. A pure value, so each rule is tested on
/// its own.
public struct PlayPlan: Sendable {
    /// Where a game is played, besides what the player asked.
    public struct Circumstances: Sendable {
        /// Standard input and output are a person's terminal.
        public var isInteractive: Bool
        /// `--json`: the record goes to standard output.
        public var json: Bool
        /// Now, for the daily challenge's day.
        public var today: Date
        /// The seed of a game the player did not seed.
        public var randomSeed: UInt64
        public var language: Language
        /// Accessible mode (the setting or `--plain`): the time limit follows `accessible-timer`.
        public var accessible = false

        public init(isInteractive: Bool, json: Bool, today: Date, randomSeed: UInt64, language: Language) {
            self.isInteractive = isInteractive
            self.json = json
            self.today = today
            self.randomSeed = randomSeed
            self.language = language
        }

        /// A game drawn on a terminal, key by key (not a script, not `--json`).
        public var isOnTerminal: Bool { isInteractive && !json }
    }

    /// The mode's rules, tuned to the difficulty asked.
    public var rules: any GameMode
    /// The first game's request; another game keeps it with a new seed (`nextRequest(after:seed:)`).
    public var request: GameRequest
    /// The difficulty asked for: a filter for rounds, the ladder's shift for Millionaire.
    public var difficulty: DifficultySetting
    /// Seconds the feedback stays before the next question.
    public var delay: Double
    /// The seed every game of this plan plays (`--seed`, or the day's); nil
    /// when each game draws its own.
    public var fixedSeed: UInt64?
    /// Whether the player picks category, difficulty and count before playing.
    public var needsFilterStep: Bool
    /// Whether games are drawn on a terminal, key by key, rather than read
    /// line by line from a script (or drawn beside `--json`).
    public var isOnTerminal: Bool

    public init(mode: any GameMode, options: PlayOptions, settings: Settings, circumstances: Circumstances) {
        difficulty = options.difficulty ?? settings.difficulty
        isOnTerminal = circumstances.isOnTerminal
        rules = mode.tuned(to: difficulty)
        let daily = options.daily ? GameRequest.utcDay(of: circumstances.today) : nil
        fixedSeed = options.seed ?? daily.map(GameRequest.dailySeed)
        // The feedback is read on a terminal; a script or --json does not wait for anyone.
        delay = options.delay ?? (circumstances.isOnTerminal ? settings.feedbackDelay : 0)
        let source = options.source ?? (options.mistakes ? ReviewSource.name : mode.defaultSource)
        let defaults = Self.defaults(for: mode, source: source, settings: settings)
        needsFilterStep =
            mode.asksForFilters && source == mode.defaultSource && circumstances.isOnTerminal && !options.filtersGiven
        request = GameRequest(
            mode: mode.kind,
            source: source,
            count: options.count ?? (options.cram ? Self.cramCount : defaults.count),
            category: options.category,
            difficulty: difficulty.difficulty,
            choiceType: options.choiceType,
            // The daily challenge is the same for everyone only if its order is.
            order: daily == nil ? (options.order ?? settings.order) : .random,
            seed: fixedSeed ?? circumstances.randomSeed,
            timer: Self.timer(options.timer ?? defaults.timer, settings: settings, accessible: circumstances.accessible),
            offline: options.offline,
            daily: daily,
            language: circumstances.language
        )
        request.cram = options.cram
    }

    /// Cards a cram game asks unless `--count` says: not every card, as a review of what is due does.
    public static let cramCount = 20

    /// What a plan takes for each option the player leaves unset, for a
    /// game of `source` (the mode's own when nil): the start screen shows
    /// these, so what it shows is what is played.
    public static func defaults(for mode: any GameMode, source: String?, settings: Settings) -> Defaults {
        let source = source ?? mode.defaultSource
        return Defaults(
            source: source, count: source == DueCardsSource.name ? DueCardsSource.everyCardDue : mode.defaultCount,
            timer: mode.defaultTimer ?? 0, difficulty: settings.difficulty)
    }

    /// The time limit asked for (0: none), changed as `accessible-timer` says in accessible mode.
    static func timer(_ asked: Double?, settings: Settings, accessible: Bool) -> Double? {
        let limit = asked == 0 ? nil : asked
        return accessible ? settings.accessibleTimer.applied(to: limit) : limit
    }

    /// The request of the next game ("play again"): the same, with `seed`
    /// unless the plan fixes one.
    public func nextRequest(after request: GameRequest, seed: () -> UInt64) -> GameRequest {
        var next = request
        next.seed = fixedSeed ?? seed()
        return next
    }
}
