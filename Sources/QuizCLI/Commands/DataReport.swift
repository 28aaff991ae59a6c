import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import QuizStore

/// What `quizctl data` says: the folder, the database's size (with its
/// write-ahead log), the daily backups, and how many games, questions and
/// decks you have (the last two still kept in files of their own).
struct DataReport: Encodable {
    var folder: String
    var database: String
    var bytes: Int64
    var games: Int
    var questions: Int
    var decks: Int
    var backups: [String]

    @MainActor static func make(_ stores: DataStores) throws -> DataReport {
        let client = try stores.store()
        let database = stores.directory.filePath(DataStores.databaseName)
        let bytes = ["", "-wal"].reduce(Int64(0)) { total, suffix in
            var info = stat()
            return total + (stat(database + suffix, &info) == 0 ? Int64(info.st_size) : 0)
        }
        let backups = ((try? FileManager.default.contentsOfDirectory(atPath: stores.directory.filePath("backups"))) ?? [])
            .filter { $0.hasPrefix("quizctl-") && $0.hasSuffix(".db") }.sorted()
        return DataReport(
            folder: stores.directory.path, database: database, bytes: bytes, games: try client.gameCount(nil),
            questions: try stores.questions.count(), decks: try stores.decks.summaries().count, backups: backups)
    }

    func lines(_ language: Language) -> [String] {
        [
            Strings.dataFolder(folder)(language),
            Strings.dataDatabase(database, bytes: bytes)(language),
            Strings.dataCounts(games: games, questions: questions, decks: decks)(language),
            Strings.dataBackups(backups.count, newest: backups.last)(language),
        ]
    }
}
