import DataFiles
import FoundationEssentials
import QuizPlatform

/// Everything of one data folder, as the commands use it: quizctl.db's
/// caretakers (games, statistics, settings, your questions, decks, the
/// review log) behind the facade QuizCLI knows.
public struct DataStores: Sendable {
    public let directory: DataDirectory
    /// Told of every damaged file moved aside (a migrated review log's
    /// lines set aside), so stores made later for the same folder report
    /// the same way.
    public let onQuarantine: QuarantineHandler
    private let opened: OpenedStore

    /// The stores of `directory`; quizctl.db is opened (and made) on first
    /// use, and a folder of the older format brought over then
    /// (`LegacyImport`).
    ///
    /// A database found damaged when opened is set aside and restored from
    /// the newest sound daily backup (`onRecovery` hears what was done), and
    /// the day's backup is taken after the first write (`onBackupFailure`
    /// hears why one could not be: the write stands).
    public init(
        directory: DataDirectory, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler,
        onRecovery: @escaping @Sendable (DatabaseRecovery.Notice) -> Void = { _ in },
        onBackupFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        let path = directory.filePath(Self.databaseName)
        let backups = directory.filePath(Self.backupsName)
        opened = OpenedStore(
            path: path, hasData: { LegacyFolder.isPresent(in: directory) },
            open: {
                try LegacyImport.run(directory, databasePath: path, today: clock.now(), notify: onQuarantine)
                try directory.create()
                let client = try Self.openRecovering(path: path, backups: backups, now: { clock.now() }, onRecovery: onRecovery)
                return client.backingUpDaily(into: backups, day: { DailyBackup.day(of: clock.now()) }, failed: onBackupFailure)
            })
    }

    /// The daily backups' folder in the data folder.
    public static let backupsName = "backups"

    /// The live client of `path`, recovering from damage wherever it is
    /// met: at the open (a file that is not a database, another program's,
    /// or emptied beside its backups) or at any later use (a page that does
    /// not read, `SharedDatabase`). The damaged file is set aside and the
    /// newest sound backup opened instead; `onRecovery` hears what was done.
    static func openRecovering(
        path: String, backups: String, now: @escaping @Sendable () -> Date,
        onRecovery: @escaping @Sendable (DatabaseRecovery.Notice) -> Void
    ) throws -> QuizStoreClient {
        let recovery = DamageRecovery(path: path, backups: backups, now: now, report: onRecovery)
        do {
            if DatabaseRecovery.wasEmptied(path, backups: backups) { _ = try recovery.recover() }
            return try QuizStoreClient.live(path: path, recovery: recovery)
        } catch  where DatabaseRecovery.isDamage(error) {
            guard try recovery.recover() else { throw error }
            return try QuizStoreClient.live(path: path, recovery: recovery)
        }
    }

    /// The stores of `directory` on a client made already (a test's, in memory).
    public init(directory: DataDirectory, client: QuizStoreClient, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        opened = OpenedStore(path: nil, hasData: { false }, open: { client })
    }

    /// The database's name in the data folder.
    public static let databaseName = "quizctl.db"

    /// The caretakers of quizctl.db, opened on first use.
    public func store() throws -> QuizStoreClient { try opened.client() }

    public var settings: SettingsStore { SettingsStore(opened: opened) }

    /// A document of quizctl.db other than the settings (QuizCLI's menu choices), `defaultValue` when none is stored.
    public func document<Value: Codable & Sendable>(_ name: DocumentName, default defaultValue: Value) -> DocumentStore<Value> {
        DocumentStore(name: name, defaultValue: defaultValue, opened: opened)
    }

    public var history: GameHistory { GameHistory(opened: opened) }

    /// The all-time statistics.
    public func currentStatistics() throws -> Statistics { try opened.existing()?.statistics() ?? Statistics() }

    /// `quizctl history delete`: removes one game; false when there is none. Statistics are all-time and keep it.
    @discardableResult
    public func deleteGame(id: UUID) throws -> Bool { try store().deleteGame(id) }

    /// `quizctl history clear`: removes every game; statistics keep them.
    public func clearHistory() throws { _ = try store().clearGames() }

    /// What the coordinator saves through: the game, its statistics and
    /// its review events in one transaction, so a failed save leaves none
    /// of them (and saving it again changes nothing).
    public var gameCaretaker: GameCaretaker {
        let opened = opened
        let settings = settings
        return GameCaretaker(
            saveGame: { game, events in try opened.client().saveGame(game, events) },
            settings: { try settings.load() }
        )
    }

    /// Your questions in quizctl.db: a folder without one reads none and makes nothing.
    public var questions: CustomQuestions {
        let opened = opened
        return CustomQuestions(reading: { try opened.existing() }, writing: { try opened.client() })
    }

    /// Your decks, in quizctl.db: reading a folder without one reads none.
    public var decks: DeckLibrary {
        let opened = opened
        return DeckLibrary(
            summaries: { try opened.existing()?.deckSummaries() ?? [] },
            deck: { name in try opened.existing()?.deck(name) },
            decks: { try opened.existing()?.decks() ?? [] },
            importing: { try opened.client().importDecks($0) },
            remove: { name in try opened.existing()?.removeDeck(name) }
        )
    }

    /// The movie list from IMDb's datasets: how many and when refreshed
    /// (nil when there is none, and a folder without quizctl.db makes none).
    public func movieList() throws -> StoredMovieList? { try opened.existing()?.movieList() }

    /// Every movie of the list, in order (empty when there is none).
    public func movies() throws -> [StoredMovie] { try opened.existing()?.movies() ?? [] }

    /// Replaces the movie list and its refresh in one transaction.
    public func saveMovieList(_ movies: [StoredMovie], refresh: StoredMovieRefresh?) throws {
        try store().saveMovieList(movies, refresh)
    }

    /// The review log, every answer in the order recorded (empty for a folder
    /// without quizctl.db): what the optimizer fits, and what an Anki package
    /// keeps as its `revlog`.
    public func reviewEvents() throws -> [ReviewEvent] { try opened.existing()?.reviewEvents().map(\.event) ?? [] }

    /// The FSRS weights fitted to the log and kept; nil: the defaults.
    public func reviewWeights() throws -> ReviewWeights? { try opened.existing()?.reviewWeights() }

    /// Keeps fitted weights; every card is rescheduled with them on the next read.
    public func saveReviewWeights(_ weights: ReviewWeights?) throws { try store().saveReviewWeights(weights) }

    /// What the review reads: your questions, your decks, and every card's
    /// state (quizctl.db's saved states with the games since folded in).
    public var reviewMaterial: ReviewMaterial {
        let opened = opened
        let questions = questions
        return ReviewMaterial(
            questions: { try questions.all().map(\.question) },
            decks: decks,
            states: { try opened.existing()?.reviewStates() ?? [:] },
            deckCardIDs: { try opened.existing()?.reviewCardIDs() ?? [] }
        )
    }
}
