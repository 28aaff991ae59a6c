import Foundation

/// All the stores of one data folder.
public struct DataStores: Sendable {
    public let directory: DataDirectory
    public let settings: JSONFileStore<Settings>
    public let questions: JSONFileStore<QuestionBank>
    public let statistics: JSONFileStore<Statistics>
    public let history: HistoryLog
    /// Told of every damaged file moved aside, so a store made later for
    /// the same folder (the imported movie list) reports the same way.
    public let onQuarantine: QuarantineHandler

    public init(directory: DataDirectory, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        settings = JSONFileStore(url: directory.file("settings.json"), defaultValue: Settings(), clock: clock, onQuarantine: onQuarantine)
        questions = JSONFileStore(
            url: directory.file("questions.json"), defaultValue: QuestionBank(), clock: clock, onQuarantine: onQuarantine)
        statistics = JSONFileStore(
            url: directory.file("statistics.json"), defaultValue: Statistics(), clock: clock, onQuarantine: onQuarantine)
        history = HistoryLog(url: directory.file("history.jsonl"), clock: clock, onQuarantine: onQuarantine)
    }

    /// How far back from the end `currentStatistics` looks for the last
    /// game folded into the statistics.
    static let unfoldedGamesSought = 100

    /// Saves a finished game: appends it to history, then folds it into
    /// statistics; returns the new statistics.
    public func saveGame(_ record: GameRecord) throws -> Statistics {
        try history.append(record)
        return try foldUnrecordedGames(saving: record)
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
        var current = try statistics.load()
        let unrecorded = (try? history.records(after: current.lastGameID, searchingBack: Self.unfoldedGamesSought)) ?? []
        for game in unrecorded { current.record(game) }
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
    /// - `lastGameID` nil (fresh or quarantined statistics): the whole
    ///   history is folded in, rebuilding the statistics.
    /// - `lastGameID` no longer in the history (deleted or cleared; statistics
    ///   are all-time and ignore that): only `record` is folded in, since
    ///   what came after the lost game cannot be told apart from what was
    ///   already counted.
    func foldUnrecordedGames(saving record: GameRecord) throws -> Statistics {
        try statistics.update { statistics in
            let unrecorded: [GameRecord]
            do {
                unrecorded = try history.records(after: statistics.lastGameID, known: record)
            } catch PersistenceError.historyGameNotFound(_) {
                unrecorded = [record]
            }
            for game in unrecorded { statistics.record(game) }
            return statistics
        }
    }
}
