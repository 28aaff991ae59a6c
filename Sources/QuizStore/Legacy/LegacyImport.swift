import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Sqlite

/// Brings a data folder of the older format into quizctl.db, once: every
/// game with its answers and players, the statistics, the settings, your
/// questions (`LegacyQuestions`), the decks, the review log and the movie
/// list (`LegacyMovies`) in ONE transaction, which also writes a marker
/// document saying so; then the old files are moved into
/// `legacy-YYYYMMDD/` (never deleted).
///
/// Killed before the commit, nothing happened and the next run starts over;
/// killed after it, the marker is there and the next run only finishes the
/// move. A folder whose files do not decode is left as it is: the error
/// (`QuizStoreError.legacyUnreadable`) names the file and line.
enum LegacyImport {
    /// The marker: the folder the old files go to, and what was imported.
    struct Marker: Codable, Sendable, Equatable {
        var folder: String
        var games: Int
    }

    static let markerName = DocumentName(rawValue: "legacy-import")

    /// Imports the folder's files into the database at `path` when there
    /// are any, and moves them aside; does nothing otherwise. `notify`
    /// hears of review log lines set aside.
    static func run(
        _ directory: DataDirectory, databasePath path: String, today: Date, notify: @escaping QuarantineHandler = { _ in }
    ) throws {
        guard LegacyFolder.isPresent(in: directory) else { return }
        // Every file decoded before the database is touched: a folder that
        // cannot be migrated is left exactly as it was.
        let legacy = try LegacyFolder.read(directory)
        let questions = try LegacyQuestions.read(directory)
        let movies = try LegacyMovies.read(directory)
        try directory.create()
        let connection = try DatabaseOpening.open(path: path)
        let marker: Marker
        do {
            marker = try connection.transaction(.immediate) { () throws -> Marker in
                // Before the marker's check: the movie list joined the database
                // later, so a folder migrated before still brings its movies.json.
                try movies.store(in: connection)
                if let done = try storedMarker(connection) { return done }
                let marker = Marker(folder: folderName(today), games: legacy.gameCount)
                let gamesBefore = try count("games", in: connection)
                try legacy.forEachGame(path: directory.filePath("history.jsonl")) { _ = try GameRows.insert($0, into: connection) }
                if let statistics = legacy.statistics { try StatisticsRow.store(statistics, in: connection) }
                try questions.insert(into: connection)
                try LegacyDecks.store(legacy.decks, in: connection)
                try legacy.reviews.store(in: connection)
                if let choices = legacy.menuChoices { try DocumentRow.store(choices, named: .menuChoices, in: connection) }
                if let settings = legacy.settings { try SettingsRow.store(settings, in: connection) }
                // Counted as added, not held: files put back beside a database join what it has.
                let gamesAdded = try count("games", in: connection) - gamesBefore
                guard gamesAdded == legacy.distinctGames else {
                    throw QuizStoreError.legacyCountMismatch(expected: legacy.distinctGames, found: "\(gamesAdded)")
                }
                try DocumentRow.store(Array(try JSONEncoder().encode(marker)), named: markerName, in: connection)
                return marker
            }
        } catch let error as SqliteError {
            throw QuizStoreError.database(error)
        }
        try moveAside(directory, into: marker.folder)
        legacy.reviews.reportSetAside(directory, movedInto: marker.folder, notify: notify)
    }

    /// How many rows `table` holds.
    static func count(_ table: String, in connection: Sqlite) throws -> Int {
        guard case .integer(let count)? = try connection.run("SELECT count(*) FROM \(table)").first?.first else { return 0 }
        return Int(count)
    }

    private static func storedMarker(_ connection: Sqlite) throws -> Marker? {
        guard let row = try connection.run("SELECT body FROM documents WHERE name = ?", .text(markerName.rawValue)).first,
            case .blob(let body) = row[0]
        else { return nil }
        return try? JSONDecoder().decode(Marker.self, from: Data(body))
    }

    /// `legacy-YYYYMMDD`, the UTC day of the import.
    static func folderName(_ date: Date) -> String {
        "legacy-" + UTCDay(date).isoText.filter { $0 != "-" }
    }

    /// Moves the imported files (those still in place) into the legacy folder, made 0700.
    private static func moveAside(_ directory: DataDirectory, into name: String) throws {
        let target = directory.filePath(name)
        let manager = FileManager.default
        if !manager.fileExists(atPath: target) {
            do {
                try manager.createDirectory(atPath: target, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch {
                guard manager.fileExists(atPath: target) else { throw QuizStoreError.cannotCreateFolder(path: target, errno: EIO) }
            }
        }
        let files = LegacyFolder.files + LegacyFolder.companions + LegacyQuestions.files + LegacyQuestions.companions
        for file in files + LegacyMovies.files + LegacyMovies.companions
        where manager.fileExists(atPath: directory.filePath(file)) {
            do {
                try manager.moveItem(atPath: directory.filePath(file), toPath: target + "/" + file)
            } catch {
                // Another process moved it meanwhile: what matters is that it is gone from the folder.
                guard !manager.fileExists(atPath: directory.filePath(file)) else {
                    throw QuizStoreError.cannotWriteFile(path: directory.filePath(file), errno: EIO)
                }
            }
        }
    }
}
