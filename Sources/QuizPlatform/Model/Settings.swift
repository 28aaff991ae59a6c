import FoundationEssentials

/// When to colour output (the `color` setting and `--color`).
public enum ColorChoice: String, Sendable, Hashable, Codable, CaseIterable {
    case auto, always, never
}

/// Whether movie posters are drawn as images (the `posters` setting):
/// `auto` where the terminal is found to show them, `on` also where it only
/// says it can, `off` never (the framed stand-in card instead).
public enum PosterSetting: String, Sendable, Hashable, Codable, CaseIterable {
    case auto, on, off
}

/// The `difficulty` setting: a filter for classic rounds and the shift of the
/// Millionaire ladder. `any` plays every difficulty.
public enum DifficultySetting: String, Sendable, Hashable, Codable, CaseIterable {
    case any, easy, medium, hard

    public var difficulty: Difficulty? { Difficulty(rawValue: rawValue) }
}

/// The player's settings, kept in settings.json.
public struct Settings: Sendable, Hashable, Codable {
    public var order: OrderKind = .random
    /// Seconds of feedback after each answer on a terminal.
    public var feedbackDelay: Double = 1
    /// nil: follow LANG / LC_ALL.
    public var language: Language?
    public var color: ColorChoice = .auto
    public var difficulty: DifficultySetting = .any
    /// Whether review intervals are spread a little (`review-fuzz`).
    public var reviewFuzz = true
    /// New cards a review session may introduce per day (`review-new-per-day`).
    public var reviewNewPerDay = 20
    public var posters: PosterSetting = .auto
    /// Accessible mode (`accessible`): output appended line by line and
    /// every state said in words, for screen readers and logs.
    public var accessible = false
    /// The time limit in accessible mode (`accessible-timer`).
    public var accessibleTimer: AccessibleTimer = .double

    public init() {}

    // Decoding tolerates missing keys, so a settings file written by an older
    // quizctl (or edited by hand) still loads.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Settings()
        order = try c.decodeIfPresent(OrderKind.self, forKey: .order) ?? defaults.order
        feedbackDelay = try c.decodeIfPresent(Double.self, forKey: .feedbackDelay) ?? defaults.feedbackDelay
        language = try c.decodeIfPresent(Language.self, forKey: .language)
        color = try c.decodeIfPresent(ColorChoice.self, forKey: .color) ?? defaults.color
        difficulty = try c.decodeIfPresent(DifficultySetting.self, forKey: .difficulty) ?? defaults.difficulty
        reviewFuzz = try c.decodeIfPresent(Bool.self, forKey: .reviewFuzz) ?? defaults.reviewFuzz
        reviewNewPerDay = try c.decodeIfPresent(Int.self, forKey: .reviewNewPerDay) ?? defaults.reviewNewPerDay
        posters = try c.decodeIfPresent(PosterSetting.self, forKey: .posters) ?? defaults.posters
        accessible = try c.decodeIfPresent(Bool.self, forKey: .accessible) ?? defaults.accessible
        accessibleTimer = try c.decodeIfPresent(AccessibleTimer.self, forKey: .accessibleTimer) ?? defaults.accessibleTimer
    }
}
