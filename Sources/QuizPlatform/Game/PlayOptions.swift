/// What the player asked of a game, before defaults: every field nil (or
/// false) means "not said", whether it came from `quizctl play`'s options or
/// from a menu. Checked for type and range by whoever read it; the rules
/// that fill in the rest live in one place, `PlayPlan`.
public struct PlayOptions: Sendable, Hashable {
    public var source: String?
    public var count: Int?
    public var category: String?
    public var difficulty: DifficultySetting?
    public var choiceType: ChoiceType?
    public var order: OrderKind?
    /// Seconds per question; 0 means no limit.
    public var timer: Double?
    /// Seconds the feedback stays before the next question.
    public var delay: Double?
    public var seed: UInt64?
    public var daily: Bool
    public var offline: Bool
    /// `--online`: a source that cannot be reached is a failure, never a
    /// reason to play the built-in questions instead.
    public var online: Bool
    /// `--mistakes`: play the questions you got wrong (the `mistakes` source).
    public var mistakes: Bool
    /// `--players`: a party's players, in turn order; nil when not a party.
    public var players: [String]?
    /// `--party-mode`: how a party shares its questions out.
    public var partyStyle: PartyStyle?
    /// `play party --millionaire`: each player climbs their own ladder.
    public var partyMillionaire: Bool
    /// A party whose players answer on their phones (`quizctl host`).
    public var partyOnPhones: Bool
    /// `play review --flip`: each card's front, then its back on a key, and
    /// the player grades it Again, Hard, Good or Easy, as Anki does.
    public var flip = false
    /// `play review --typed`: each card's back is typed in full and compared
    /// (`TypedAnswer`): right is Good, one letter off Hard, wrong Again.
    public var typed = false
    /// `play review --cram`: practice that leaves the schedule alone: every
    /// card, due or not (20 unless `--count`), and no review is logged.
    public var cram = false

    public init(
        source: String? = nil, count: Int? = nil, category: String? = nil, difficulty: DifficultySetting? = nil,
        choiceType: ChoiceType? = nil, order: OrderKind? = nil, timer: Double? = nil, delay: Double? = nil,
        seed: UInt64? = nil, daily: Bool = false, offline: Bool = false, online: Bool = false,
        mistakes: Bool = false, players: [String]? = nil, partyStyle: PartyStyle? = nil, partyMillionaire: Bool = false,
        partyOnPhones: Bool = false
    ) {
        self.source = source
        self.count = count
        self.category = category
        self.difficulty = difficulty
        self.choiceType = choiceType
        self.order = order
        self.timer = timer
        self.delay = delay
        self.seed = seed
        self.daily = daily
        self.offline = offline
        self.online = online
        self.mistakes = mistakes
        self.players = players
        self.partyStyle = partyStyle
        self.partyMillionaire = partyMillionaire
        self.partyOnPhones = partyOnPhones
    }

    /// Whether the player chose what the round asks (category, difficulty,
    /// count, type, or the daily challenge): then no filter step asks again.
    public var filtersGiven: Bool {
        category != nil || difficulty != nil || count != nil || choiceType != nil || daily
    }
}
