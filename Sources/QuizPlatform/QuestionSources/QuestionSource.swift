/// A plugin that feeds questions: the movie ratings, Open Trivia DB, your own
/// questions, imported packs, external `quizctl-source-*` programs.
///
/// This is the one protocol in the core with many conformers, so it is a
/// protocol rather than a struct of closures.
public protocol QuestionSource: Sendable {
    /// The name `--source` takes: "movies", "trivia", "custom", a plugin's name.
    var name: String { get }
    /// One line for `quizctl sources`.
    var summary: LocalizedText { get }
    /// Which question shapes it can feed.
    var formats: Set<QuestionFormat> { get }
    /// Loads questions matching the query. The source applies the filters it
    /// understands and returns at most `query.count` questions, options not yet
    /// shuffled; throws `SourceError` (or a `UserFacingError`) when it cannot.
    ///
    /// It runs where its caller runs (`nonisolated(nonsending)`): a local
    /// source's work is synchronous, and a hop to the shared pool would start
    /// its threads (three, on a game that needs none) only to wait for them.
    /// Waiting on the network suspends, which frees the caller meanwhile.
    nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question]
    /// Whether it can be reached now, and anything worth showing in `sources`.
    func status(offline: Bool) async -> SourceStatus
}

/// What a game asks a source for.
public struct QuestionQuery: Sendable, Hashable {
    public var count: Int
    public var format: QuestionFormat
    public var category: String?
    /// nil means any difficulty.
    public var difficulty: Difficulty?
    public var choiceType: ChoiceType?
    /// Never touch the network.
    public var offline: Bool
    /// Makes the source's own random choices reproducible.
    public var seed: UInt64?
    /// The language of texts the source writes itself (movie questions).
    public var language: Language
    /// The game's order: a source holding many questions of its own picks
    /// `count` of them in this order rather than handing over all of them.
    public var order: OrderKind
    /// Practice off the schedule: a review source hands over cards that are not due too.
    public var cram = false
    /// Today's challenge: everyone gets the same questions, so a source
    /// does not prefer those this player has not seen.
    public var isDaily = false

    public init(
        count: Int,
        format: QuestionFormat,
        category: String? = nil,
        difficulty: Difficulty? = nil,
        choiceType: ChoiceType? = nil,
        offline: Bool = false,
        seed: UInt64? = nil,
        language: Language = .en,
        order: OrderKind = .sequential
    ) {
        self.count = count
        self.format = format
        self.category = category
        self.difficulty = difficulty
        self.choiceType = choiceType
        self.offline = offline
        self.seed = seed
        self.language = language
        self.order = order
    }
}

/// A line of `quizctl sources`.
public struct SourceStatus: Sendable, Hashable {
    public var reachable: Bool
    /// Extra lines: snapshot date and attribution, categories, plugin path.
    public var details: [LocalizedText]
    /// The questions it holds itself, counted.
    public var collections: [QuestionCollection]

    public init(reachable: Bool, details: [LocalizedText] = [], collections: [QuestionCollection] = []) {
        self.reachable = reachable
        self.details = details
        self.collections = collections
    }
}

/// An error whose message is written for the player, in their language.
public protocol UserFacingError: Error {
    var message: LocalizedText { get }
}

/// Failures every source may report, with what the front end needs to word
/// them (QuizCLI: `Strings+SourceErrors.swift`).
public enum SourceError: Error, Equatable {
    case notEnoughQuestions(available: Int, requested: Int)
    case unknownSource(String)
    case unsupportedFormat(source: String, mode: String)
    /// The network or service failed; the player may retry or play offline.
    case unreachable(LocalizedText)
    /// Anything else the source wants said as is.
    case failed(LocalizedText)
    /// The review set is empty: nothing went wrong, and nothing to retry;
    /// the shortfall says why when the source knows more (when cards fall due).
    case nothingToReview(ReviewShortfall? = nil)
}
