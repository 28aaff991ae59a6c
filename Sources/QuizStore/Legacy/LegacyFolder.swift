import DataFiles
import FoundationEssentials
import QuizPlatform

/// What a data folder of the older format (before quizctl.db) holds of
/// what the database now keeps, read with plain `JSONDecoder`s: it runs
/// once per folder, so simple beats fast.
struct LegacyFolder: Sendable {
    /// The files the import takes in, and so moves to `legacy-YYYYMMDD/` (their lock and index files with them).
    static let files = ["history.jsonl", "statistics.json", "settings.json", "menu-choices.json", LegacyDecks.folder, LegacyReviews.file]
    static let companions = [
        "history.jsonl.lock", "history.jsonl.index", "statistics.json.lock", "settings.json.lock", "menu-choices.json.lock",
        LegacyDecks.lock, LegacyReviews.lock,
    ]

    /// history.jsonl's bytes: its games are decoded a line at a time, never all held at once.
    var history: [UInt8] = []
    /// How many games the history holds, and their distinct ids.
    var gameCount = 0
    var distinctGames = 0
    /// The statistics as the older version showed them: statistics.json
    /// with the history's games after its `lastGameID` folded in (a save
    /// cut short between the two files).
    var statistics: Statistics?
    var settings: Settings?
    /// menu-choices.json as it is (a JSON object of QuizCLI's `StartChoices`, which this module does not know).
    var menuChoices: [UInt8]?
    var decks: [StoredDeck] = []
    var reviews = LegacyReviews()

    /// Whether `directory` holds any file of the older format.
    static func isPresent(in directory: DataDirectory) -> Bool {
        (files + LegacyQuestions.files + LegacyMovies.files).contains { FileManager.default.fileExists(atPath: directory.filePath($0)) }
    }

    /// Reads the folder's files and decodes every game once (to check it
    /// and count the statistics); throws `QuizStoreError.legacyUnreadable`
    /// naming the file (and line) that does not decode, having changed nothing.
    static func read(_ directory: DataDirectory) throws -> LegacyFolder {
        var folder = LegacyFolder()
        let decoder = JSONCoding.decoder()
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
        if let body = try contents(directory, "menu-choices.json") {
            guard (try? JSONDecoder().decode(JSONObject.self, from: Data(body))) != nil else {
                throw QuizStoreError.legacyUnreadable(path: directory.filePath("menu-choices.json"), line: nil)
            }
            folder.menuChoices = body
        }
        folder.decks = try LegacyDecks.read(directory)
        folder.reviews = try LegacyReviews.read(directory)
        folder.history = try contents(directory, "history.jsonl") ?? []
        // What the older `stats` showed: the stored statistics with every game
        // after `lastGameID` folded in (all of them when it is nil, none when
        // the history no longer holds it); without statistics.json, every game.
        let stored = folder.statistics
        var folded = stored ?? Statistics()
        var folding = stored?.lastGameID == nil
        var foundLast = stored?.lastGameID == nil
        var ids = Set<UUID>()
        try folder.forEachGame(path: directory.filePath("history.jsonl")) { game in
            folder.gameCount += 1
            ids.insert(game.id)
            if folding {
                folded.record(game)
            } else {
                folded.keepRecord(of: game)
            }
            if !folding, game.id == stored?.lastGameID {
                folding = true
                foundLast = true
            }
        }
        folder.distinctGames = ids.count
        if stored == nil, folder.gameCount == 0 {
            folder.statistics = nil
        } else {
            var statistics = foundLast ? folded : stored
            // statistics.json kept no records per round (issue 28): the history's games give them.
            statistics?.records = folded.records
            folder.statistics = statistics
        }
        return folder
    }

    /// Decodes history.jsonl's games in order, a line at a time.
    func forEachGame(path: String, _ body: (GameRecord) throws -> Void) throws {
        let decoder = JSONCoding.decoder()
        var lineNumber = 0
        for line in history.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            let game: GameRecord
            do {
                game = try decoder.decode(GameRecord.self, from: Data(line))
            } catch {
                throw QuizStoreError.legacyUnreadable(path: path, line: lineNumber)
            }
            try body(game)
        }
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

/// Any JSON object, decoded only to tell one from anything else.
private struct JSONObject: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: Key.self) }
}
