import Foundation

/// The stores of one data folder that are still files (the questions, the
/// decks, the review log) and the readers of the older format: QuizStore's
/// `DataStores` holds what moved into quizctl.db.
public struct FileStores: Sendable {
    public let directory: DataDirectory
    public let settings: JSONFileStore<Settings>
    public let statistics: JSONFileStore<Statistics>
    public let history: HistoryLog
    /// Told of every damaged file moved aside, so a store made later for
    /// the same folder (the imported movie list) reports the same way.
    public let onQuarantine: QuarantineHandler
    private let clock: WallClock

    public init(directory: DataDirectory, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        self.clock = clock
        settings = JSONFileStore(
            path: directory.filePath("settings.json"), defaultValue: Settings(), clock: clock, sizeLimit: DataFileLimits.smallFile,
            onQuarantine: onQuarantine)
        statistics = JSONFileStore(
            path: directory.filePath("statistics.json"), defaultValue: Statistics(), clock: clock,
            sizeLimit: DataFileLimits.smallFile, fastDecode: StatisticsReader.read, write: { $0.write(to: &$1) },
            onQuarantine: onQuarantine)
        history = HistoryLog(path: directory.filePath("history.jsonl"), clock: clock, onQuarantine: onQuarantine)
    }

    // The stores most commands never open are made when asked for: each
    // is a few values, but naming its file is a URL to build.

    public var questions: QuestionBankStore {
        QuestionBankStore(url: directory.file("questions.json"), clock: clock, onQuarantine: onQuarantine)
    }

    /// Each question's review state (reviews.jsonl): kept apart from the
    /// history, so clearing the history keeps what you have learnt.
    public var reviews: ReviewLog {
        ReviewLog(url: directory.file("reviews.jsonl"), clock: clock, onQuarantine: onQuarantine)
    }

    /// Decks imported from other flashcard tools (decks/, one file a deck).
    public var decks: DeckStore { DeckStore(directory: directory, clock: clock, onQuarantine: onQuarantine) }

    /// How far back from the end `currentStatistics` looks for the last
    /// game folded into the statistics.
    static let unfoldedGamesSought = 100

    /// Saves a finished game: appends it to history, then folds it into
    /// statistics; returns the new statistics.
    public func saveGame(_ record: GameRecord) throws -> Statistics {
        try history.append(record)
        return try foldUnrecordedGames(saving: record)
    }

    /// `saveGame`, failing only when the game could not be added to the
    /// history. When the statistics cannot be updated after that, the game
    /// is saved all the same: the statistics shown are the stored ones with
    /// the history's uncounted games folded in (as `currentStatistics`), and
    /// the failure is returned for the player to hear.
    public func saveGameKeepingHistory(_ record: GameRecord) throws -> (statistics: Statistics, statisticsFailure: LocalizedText?) {
        try history.append(record)
        do {
            return (try foldUnrecordedGames(saving: record), nil)
        } catch {
            let failure = (error as? UserFacingError)?.message ?? LocalizedText(verbatim: "\(error)")
            var alone = Statistics()
            alone.record(record)
            return ((try? currentStatistics()) ?? alone, failure)
        }
    }

    /// The statistics as they stand, with the games the history holds beyond
    /// `lastGameID` folded in: after statistics.json was moved aside, or a
    /// save was cut short, `quizctl stats` still agrees with the history.
    /// It only reads; the next save writes the repaired statistics.
    ///
    /// Usually this reads one line from the end of the history. Statistics
    /// never depend on it: when the history cannot be read, or does not hold
    /// `lastGameID` among its last `unfoldedGamesSought` games (it was deleted;
    /// games cut off from statistics are only ever a few), the stored
    /// statistics are shown as they are.
    public func currentStatistics() throws -> Statistics {
        let stored = try statistics.load()
        // Folded one game at a time: rebuilding from a million games holds
        // one in memory. A read that fails halfway shows the stored ones.
        var current = stored
        do {
            try history.forEachGame(after: stored.lastGameID, searchingBack: Self.unfoldedGamesSought, answers: false) {
                current.record($0)
            }
        } catch {
            return stored
        }
        return current
    }

    /// Brings the statistics up to date with the history, under the
    /// statistics lock.
    ///
    /// Rather than folding in only `record`, it folds every game of the
    /// history after `statistics.lastGameID`. That makes saving idempotent
    /// and self-healing: when two processes save at once, or a process died
    /// between its append and its statistics write, the next save folds in
    /// exactly the games still missing, and none twice.
    ///
    /// It stays exact when a delete or a clear runs between the append and
    /// this fold, because those fold every game still missing before they
    /// rewrite the history, and leave `lastGameID` at the last game they
    /// keep (nil when none is left): every game up to it is counted, every
    /// game after it is not, whatever was removed.
    ///
    /// - `lastGameID` nil (fresh or quarantined statistics, or a cleared
    ///   history): the whole history is folded in.
    /// - `lastGameID` no longer in the history (a history edited by hand, or
    ///   cleared by a version before this rule): only `record` is folded in,
    ///   since what came after the lost game cannot be told apart from what
    ///   was already counted.
    ///
    /// The new statistics.json is fsynced before its rename, but the folder
    /// is not fsynced after it: a crash may undo the rename, and that loses
    /// nothing. The history line is durable already (fsynced before this
    /// runs), and the file the crash leaves is the previous statistics,
    /// whole, with the previous `lastGameID`, so every read folds this game
    /// back in (`currentStatistics`, the next save). ext4 and XFS make the
    /// rename durable with the file system's next journal commit, which
    /// every later fsync forces (the next save's history line), so at most
    /// the newest save's rename is ever at risk. The temporary file is
    /// still fsynced: statistics hold deleted games too, so a torn file
    /// would lose what no history can rebuild. `settle` (delete, clear)
    /// keeps the folder fsync: it moves `lastGameID` around a rewrite.
    func foldUnrecordedGames(saving record: GameRecord) throws -> Statistics {
        try statistics.update(syncingFolder: false) { statistics in
            do {
                try history.forEachGame(after: statistics.lastGameID, known: record, answers: false) { statistics.record($0) }
            } catch PersistenceError.historyGameNotFound(_) {
                statistics.record(record)
            }
            return statistics
        }
    }

    /// `quizctl history delete`: removes one game; false when there is none.
    /// Statistics are all-time and keep it (see `settle(_:)`).
    @discardableResult
    public func deleteGame(id: UUID) throws -> Bool {
        try history.delete(id: id, settle: settle)
    }

    /// `quizctl history clear`: removes every game; statistics keep them.
    public func clearHistory() throws {
        try history.clear(settle: settle)
    }

    /// Runs a history rewrite holding the statistics lock (inside the history
    /// lock: always in that order), so no save folds while it happens.
    ///
    /// First every game not yet counted is folded in (a save may have
    /// appended it and not folded yet, or died); then the history is
    /// rewritten; then `lastGameID` is set to the last game kept, or nil when
    /// none is, so the next fold starts exactly after what is counted. If
    /// the history does not hold `lastGameID` (edited by hand), nothing can
    /// be told and nothing is folded.
    private func settle(_ rewrite: HistoryRewrite) throws {
        try statistics.update { statistics in
            _ = try rewrite.forEachGame(after: statistics.lastGameID) { statistics.record($0) }
            try rewrite.perform()
            statistics.lastGameID = rewrite.lastKept
        }
    }
}
