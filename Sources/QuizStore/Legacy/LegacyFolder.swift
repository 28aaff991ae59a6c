import FoundationEssentials
import QuizPlatform

/// What a data folder of the older format (before quizctl.db) holds of
/// what the database now keeps, read with plain `JSONDecoder`s: it runs
/// once per folder, so simple beats fast.
struct LegacyFolder: Sendable {
    /// The files the import takes in, and so moves to `legacy-YYYYMMDD/` (their lock and index files with them).
    static let files = ["history.jsonl", "statistics.json", "settings.json"]
    static let companions = [
        "history.jsonl.lock", "history.jsonl.index", "statistics.json.lock", "settings.json.lock",
    ]

    var games: [GameRecord] = []
    /// The statistics as the older version showed them: statistics.json
    /// with the history's games after its `lastGameID` folded in (a save
    /// cut short between the two files).
    var statistics: Statistics?
    var settings: Settings?

    /// Whether `directory` holds any file of the older format.
    static func isPresent(in directory: DataDirectory) -> Bool {
        files.contains { FileManager.default.fileExists(atPath: directory.filePath($0)) }
    }

    /// Reads the folder's files; throws `QuizStoreError.legacyUnreadable`
    /// naming the file (and line) that does not decode, having changed nothing.
    static func read(_ directory: DataDirectory) throws -> LegacyFolder {
        var folder = LegacyFolder()
        let decoder = JSONCoding.decoder()
        if let history = try contents(directory, "history.jsonl") {
            var lineNumber = 0
            for line in history.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                lineNumber += 1
                guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
                do {
                    folder.games.append(try decoder.decode(GameRecord.self, from: Data(line)))
                } catch {
                    throw QuizStoreError.legacyUnreadable(path: directory.filePath("history.jsonl"), line: lineNumber)
                }
            }
        }
        if let body = try contents(directory, "statistics.json") {
            do {
                folder.statistics = try decoder.decode(Statistics.self, from: Data(body))
            } catch {
                throw QuizStoreError.legacyUnreadable(path: directory.filePath("statistics.json"), line: nil)
            }
        }
        if let body = try contents(directory, "settings.json") {
            do {
                folder.settings = try decoder.decode(Settings.self, from: Data(body))
            } catch {
                throw QuizStoreError.legacyUnreadable(path: directory.filePath("settings.json"), line: nil)
            }
        }
        folder.statistics = folder.statistics.map { folded($0, with: folder.games) } ?? statisticsRebuilt(from: folder.games)
        return folder
    }

    /// What the older version's `stats` showed: the stored statistics with
    /// every game after `lastGameID` folded in (all of them when it is nil;
    /// none when the history no longer holds it).
    private static func folded(_ stored: Statistics, with games: [GameRecord]) -> Statistics {
        var statistics = stored
        let start: Int
        if let last = stored.lastGameID {
            guard let index = games.firstIndex(where: { $0.id == last }) else { return stored }
            start = index + 1
        } else {
            start = 0
        }
        for game in games[start...] { statistics.record(game) }
        return statistics
    }

    /// A history without statistics.json (it was moved aside): counted from the games.
    private static func statisticsRebuilt(from games: [GameRecord]) -> Statistics? {
        guard !games.isEmpty else { return nil }
        var statistics = Statistics()
        for game in games { statistics.record(game) }
        return statistics
    }

    private static func contents(_ directory: DataDirectory, _ name: String) throws -> [UInt8]? {
        let path = directory.filePath(name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QuizStoreError.legacyUnreadable(path: path, line: nil)
        }
        return Array(data)
    }
}
