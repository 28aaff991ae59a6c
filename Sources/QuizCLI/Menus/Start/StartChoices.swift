import FoundationEssentials
import QuizPlatform
import QuizStore

/// What the player last chose on each mode's start screen (source,
/// category, difficulty, type, count, timer), kept in quizctl.db as the document `menu-choices`:
/// apart from the settings, so a filter picked for a classic round never
/// changes the `difficulty` Millionaire or a `quizctl play` uses.
struct StartChoices: Codable, Sendable, Hashable {
    /// The choices of one mode; nil fields were never chosen.
    struct Mode: Codable, Sendable, Hashable {
        var source: String?
        /// Open Trivia DB's built-in pack rather than the service.
        var offline: Bool?
        var category: String?
        var difficulty: DifficultySetting?
        var choiceType: ChoiceType?
        var count: Int?
        /// Seconds per question; 0 for none.
        var timer: Double?
        /// A party's players, in turn order.
        var players: [String]?
        /// A party's game: `turn`, `buzzer` (`PartyStyle`) or `millionaire`.
        var partyGame: String?
        /// How review cards are answered.
        var studyStyle: AnswerStyle?
    }

    var modes: [String: Mode] = [:]

    subscript(mode: ModeKind) -> Mode {
        get { modes[mode.rawValue] ?? Mode() }
        set { modes[mode.rawValue] = newValue }
    }

    /// A document of quizctl.db, changed in one transaction.
    static func store(in stores: DataStores) -> DocumentStore<StartChoices> {
        stores.document(.menuChoices, default: StartChoices())
    }
}
