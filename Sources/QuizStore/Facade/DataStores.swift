import FoundationEssentials
import QuizPlatform

/// Everything of one data folder, as the commands use it: quizctl.db's
/// caretakers (games, statistics, settings) behind the facade QuizCLI
/// knows, your questions, and the stores still kept in files (`files`: the
/// decks, the review log).
public struct DataStores: Sendable {
    public let directory: DataDirectory
    /// The stores still kept in files, and the readers of the older format.
    public let files: FileStores
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
        let path = directory.filePath(Self.databaseName)
        let backups = directory.filePath(Self.backupsName)
        let opened = OpenedStore(
            path: path, hasData: { LegacyFolder.isPresent(in: directory) },
            open: {
                try LegacyImport.run(directory, databasePath: path, today: clock.now())
                try directory.create()
                let client = try Self.openRecovering(path: path, backups: backups, now: { clock.now() }, onRecovery: onRecovery)
                return client.backingUpDaily(into: backups, day: { DailyBackup.day(of: clock.now()) }, failed: onBackupFailure)
            })
        self.opened = opened
        files = FileStores(directory: directory, clock: clock, questions: Self.questions(opened), onQuarantine: onQuarantine)
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
    public init(directory: DataDirectory, client: QuizStoreClient, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        opened = OpenedStore(path: nil, hasData: { false }, open: { client })
        files = FileStores(directory: directory, clock: clock, questions: Self.questions(opened), onQuarantine: onQuarantine)
    }

    /// Your questions in quizctl.db: a folder without one reads none and makes nothing.
    private static func questions(_ opened: OpenedStore) -> CustomQuestions {
        CustomQuestions(reading: { try opened.existing() }, writing: { try opened.client() })
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

    /// What the coordinator saves through: the game and its statistics in
    /// one transaction, then its review events in the review log (a file
    /// still). Until the review log moves into quizctl.db this falls short
    /// of `GameCaretaker`'s all-or-nothing: a failed append is thrown after
    /// the game is saved (saving it again changes nothing).
    public var gameCaretaker: GameCaretaker {
        let opened = opened
        let reviews = files.reviews
        let settings = settings
        return GameCaretaker(
            saveGame: { game, events in
                let statistics = try opened.client().saveGame(game, [])
                if !events.isEmpty { try reviews.append(events) }
                return statistics
            },
            settings: { try settings.load() }
        )
    }

    /// Your questions (in quizctl.db; `files` hands them on to the review).
    public var questions: CustomQuestions { files.questions }

    // The stores still kept in files.

    public var decks: DeckStore { files.decks }
    public var reviews: ReviewLog { files.reviews }
    public var onQuarantine: QuarantineHandler { files.onQuarantine }
}
