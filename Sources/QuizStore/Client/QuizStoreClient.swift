import FoundationEssentials
import QuizPlatform

/// Everything the player owns, kept and restored: the caretakers of every
/// memento, as one value of closures (isowords' `LocalDatabaseClient`
/// shape). Features hold this light interface; `.live(path:)` is the SQLite
/// database, `.inMemory()` the same on a database in memory, and `.failing`
/// a value whose every closure throws, for tests to override exactly what
/// they use.
///
/// Every closure throws `QuizStoreError` (or what a caller's own closure
/// threw). Closures that take a closure run it while the database is held:
/// it must not call the client again.
public struct QuizStoreClient: Sendable {
    // MARK: Games (the history) and statistics

    /// Saves a finished game, every answer and every player, folds it into
    /// the statistics and records its review events: one transaction, so
    /// any number of processes keep exact statistics. Returns the new
    /// statistics. A game whose id is saved already changes nothing, so a
    /// retried save never counts twice.
    public var saveGame: @Sendable (_ game: GameRecord, _ reviews: [ReviewEvent]) throws -> Statistics
    /// A page of the history, newest first.
    public var games: @Sendable (GameQuery) throws -> [GameRecord]
    /// The game whose id starts with a prefix, in any case.
    public var findGame: @Sendable (_ idPrefix: String) throws -> GameLookup
    /// Removes one game; false when there was none. Statistics keep it: they are all-time.
    public var deleteGame: @Sendable (UUID) throws -> Bool
    /// Removes every game; returns how many. Statistics keep them.
    public var clearGames: @Sendable () throws -> Int
    /// How many games the history holds, of one mode or (nil) all.
    public var gameCount: @Sendable (ModeKind?) throws -> Int
    /// Which questions saved games have asked (until `clearGames`): those
    /// whose id begins with the prefix ("" for none), and those of the list.
    public var askedQuestionIDs: @Sendable (_ prefix: String, _ among: [String]) throws -> Set<String>
    /// Every game, oldest saved first, with or without answers, a page at a
    /// time (the database is not held while `body` runs, so it may use the
    /// client): for exports and the review set.
    public var forEachGame: @Sendable (_ answers: Bool, _ body: (GameRecord) throws -> Void) throws -> Void
    /// The all-time statistics (empty before the first game).
    public var statistics: @Sendable () throws -> Statistics

    // MARK: Settings

    /// The stored settings, nil when none are stored.
    public var loadSettings: @Sendable () throws -> Settings?
    public var saveSettings: @Sendable (Settings) throws -> Void
    /// Reads, changes and stores the settings (the defaults when none are
    /// stored) in one transaction, so two processes changing different
    /// settings both keep their change.
    public var updateSettings: @Sendable (_ change: (inout Settings) throws -> Void) throws -> Void

    // MARK: Documents (menu choices, the movie list, the OMDb cache)

    /// A document's stored bytes, nil when none is stored.
    public var loadDocument: @Sendable (DocumentName) throws -> [UInt8]?
    /// Stores a document, replacing the one of that name.
    public var saveDocument: @Sendable (DocumentName, [UInt8]) throws -> Void
    /// Reads, changes and stores a document in one transaction, so two
    /// processes changing different settings both keep their change.
    public var updateDocument: @Sendable (DocumentName, _ change: ([UInt8]?) throws -> [UInt8]) throws -> Void

    // MARK: Your questions

    /// Adds questions in one transaction, in order. With `skippingRepeats`,
    /// a question whose text repeats a saved one (or an earlier one of the
    /// batch) is skipped and reported; without, only a taken id is skipped.
    public var addQuestions: @Sendable (_ questions: [CustomQuestion], _ skippingRepeats: Bool) throws -> QuestionAddition
    /// Adds the questions `produce` hands to `add`, in order, in one
    /// transaction, skipping repeats as `addQuestions` does and telling a
    /// repeat of a saved question from one of the same addition; nothing is
    /// added when `produce` throws. A pack of any size streams through it.
    public var addingQuestions:
        @Sendable (_ produce: (_ add: (CustomQuestion) throws -> CustomQuestions.Outcome) throws -> Void) throws -> Void
    /// Runs `body` with how many questions there are and a reader of them by
    /// position in the order added, in one read transaction (a game's draw).
    public var sampleQuestions: @Sendable (_ body: (_ count: Int, _ read: CustomQuestions.ReadPositions) throws -> Void) throws -> Void
    /// Every question in the order added, a page at a time (`body` may use the client).
    public var forEachQuestion: @Sendable (_ body: (CustomQuestion) throws -> Void) throws -> Void
    public var questionCount: @Sendable () throws -> Int
    /// The questions whose id starts with a prefix, in any case.
    public var questionsWithIDPrefix: @Sendable (String) throws -> [CustomQuestion]
    /// Replaces the question of the same id (an edit); false when there is none.
    public var replaceQuestion: @Sendable (CustomQuestion) throws -> Bool
    /// Removes a question; false when there was none.
    public var removeQuestion: @Sendable (UUID) throws -> Bool
    /// Which of the repeat keys (`QuestionRepeat.key(of:)`) a saved question has.
    public var savedRepeatKeys: @Sendable (_ keys: [String]) throws -> Set<String>

    // MARK: Decks and cards

    /// Saves decks with their cards in one transaction, each replacing the
    /// deck of its key (`DeckSummary.key`).
    public var saveDecks: @Sendable ([StoredDeck]) throws -> Void
    /// Every deck without its cards, by key.
    public var deckSummaries: @Sendable () throws -> [DeckSummary]
    /// The deck of a name (in any case), with its cards; nil when there is none.
    public var deck: @Sendable (_ named: String) throws -> StoredDeck?
    /// Every deck with its cards, by key.
    public var decks: @Sendable () throws -> [StoredDeck]
    /// The ids of the cards a review can ask: those of every deck with two
    /// answers or more, by deck key then position. Texts are not read.
    public var reviewCardIDs: @Sendable () throws -> [String]
    /// Runs `body` in one write transaction, handing it what a deck import
    /// writes through a card at a time (`DeckTransaction`); when it throws,
    /// no deck is changed.
    public var importDecks: @Sendable (_ body: (DeckTransaction) throws -> Void) throws -> Void
    /// Removes the deck of a name (in any case); returns it, or nil when there was none.
    public var removeDeck: @Sendable (_ named: String) throws -> DeckSummary?

    // MARK: Review log and card states

    /// Records reviews; an event already recorded (same card, same second)
    /// is not recorded again. Returns how many were new.
    public var appendReviewEvents: @Sendable ([ReviewEvent]) throws -> Int
    /// Every review, in the order recorded: for the replay and the optimizer.
    public var reviewEvents: @Sendable () throws -> [StoredReviewEvent]
    /// One card's reviews, in the order recorded.
    public var reviewEventsForCard: @Sendable (_ cardID: String) throws -> [StoredReviewEvent]
    /// Every saved card state, by card id.
    public var cardStates: @Sendable () throws -> [String: CardState]
    /// Saves card states in one transaction, replacing those of the same cards.
    public var saveCardStates: @Sendable ([String: CardState]) throws -> Void
    /// Every card's state now: the saved states with the events recorded
    /// since folded in (and saved, so the next read replays none of them).
    public var reviewStates: @Sendable () throws -> [String: ReviewCard]
    /// The weights fitted to the log and kept; nil: the defaults.
    public var reviewWeights: @Sendable () throws -> ReviewWeights?
    /// Keeps fitted weights (nil: back to the defaults) and drops the saved
    /// card states in the same transaction: every state is folded again,
    /// from the whole log, through the scheduler with the new weights.
    public var saveReviewWeights: @Sendable (ReviewWeights?) throws -> Void

    // MARK: The movie list (from IMDb's datasets)

    /// Replaces the movie list and its refresh in one transaction.
    public var saveMovieList: @Sendable (_ movies: [StoredMovie], _ refresh: StoredMovieRefresh?) throws -> Void
    /// How many movies the list has and when it was refreshed, without
    /// reading them; nil when there is no list.
    public var movieList: @Sendable () throws -> StoredMovieList?
    /// Every movie of the list, in the order saved (empty when there is none).
    public var movies: @Sendable () throws -> [StoredMovie]

    // MARK: Care of the file

    /// Problems `PRAGMA quick_check` and the foreign key check find; empty when the database is sound.
    public var check: @Sendable () throws -> [DatabaseProblem]
    /// Writes a compact copy of the database to a path where no file is
    /// (or an empty one is), with `VACUUM INTO`.
    public var backup: @Sendable (_ path: String) throws -> Void
}
