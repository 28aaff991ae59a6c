import FoundationEssentials
import QuizPlatform

/// Everything of one data folder, as the commands use it: quizctl.db's
/// caretakers (games, statistics, settings, decks, the review log) behind
/// the facade QuizCLI knows, and the stores still kept in files (`files`:
/// your questions; the movie list and the OMDb cache are files of their own).
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
        files = FileStores(directory: directory, clock: clock, onQuarantine: onQuarantine)
        let path = directory.filePath(Self.databaseName)
        let backups = directory.filePath(Self.backupsName)
        opened = OpenedStore(
            path: path, hasData: { LegacyFolder.isPresent(in: directory) },
            open: {
                try LegacyImport.run(directory, databasePath: path, today: clock.now(), notify: onQuarantine)
                try directory.create()
                let client = try Self.openRecovering(path: path, backups: backups, now: clock.now(), onRecovery: onRecovery)
                return client.backingUpDaily(into: backups, day: { DailyBackup.day(of: clock.now()) }, failed: onBackupFailure)
            })
    }

    /// The daily backups' folder in the data folder.
    public static let backupsName = "backups"

    /// The live client of `path`; when the file is not a database, or its
    /// schema or documents (the settings every command reads) are damaged,
    /// it is set aside and the newest sound backup opened instead. The probe
    /// reads bytes and decodes nothing: it costs every command a page read.
    static func openRecovering(
        path: String, backups: String, now: Date, onRecovery: (DatabaseRecovery.Notice) -> Void
    ) throws -> QuizStoreClient {
        do {
            let client = try QuizStoreClient.live(path: path)
            _ = try client.loadDocument(.settings)
            return client
        } catch  where DatabaseRecovery.isDamage(error) {
            onRecovery(try DatabaseRecovery.recover(path: path, backups: backups, now: now))
            return try QuizStoreClient.live(path: path)
        }
    }

    /// The stores of `directory` on a client made already (a test's, in memory).
    public init(directory: DataDirectory, client: QuizStoreClient, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        files = FileStores(directory: directory, clock: clock, onQuarantine: onQuarantine)
        opened = OpenedStore(path: nil, hasData: { false }, open: { client })
    }

    /// The database's name in the data folder.
    public static let databaseName = "quizctl.db"

    /// The caretakers of quizctl.db, opened on first use.
    public func store() throws -> QuizStoreClient { try opened.client() }

    public var settings: DocumentStore<Settings> {
        DocumentStore(name: .settings, defaultValue: Settings(), opened: opened)
    }

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

    /// What the review reads: your questions, your decks, and every card's
    /// state (quizctl.db's saved states with the games since folded in).
    public var reviewMaterial: ReviewMaterial {
        let opened = opened
        let questions = files.questions
        return ReviewMaterial(
            questions: { try questions.load().questions.map(\.question) },
            decks: decks,
            states: { try opened.existing()?.reviewStates() ?? [:] }
        )
    }

    // The stores still kept in files.

    public var questions: QuestionBankStore { files.questions }
    public var onQuarantine: QuarantineHandler { files.onQuarantine }
}
